import { eq, sql } from 'drizzle-orm';
import type { CompanyBranding } from '@tandem/shared';
import { chosenAreaIdsOfUser } from '../areas-of-focus';
import { ticketsOfWeeksColumn } from '../rewards';
import { preparedQuery, type DbOrTx } from '../../db/client';
import {
  auditEvents,
  clientProfiles,
  coachProfiles,
  companies,
  habitPrograms,
  sessions,
  users,
} from '../../db/schema';
import { companyBrandingColumn } from '../../lib/company-brand';
import type { UserFacts } from '../../lib/policy';

export type UserRow = typeof users.$inferSelect;
export type ClientProfileRow = typeof clientProfiles.$inferSelect;

/** A user with everything the user presenter needs. */
export interface UserRecord {
  user: UserRow;
  profile: ClientProfileRow | null;
  isCoach: boolean;
  company: { id: number; name: string; branding: CompanyBranding | null } | null;
  ownsCompany: boolean;
  habitProgram: { id: number; name: string } | null;
  /** The client's chosen areas of focus, in order (live areas of their current program only). */
  groups: number[];
  /** Raffle tickets by week, in the weeks the record was read for (null: none in any). */
  raffleTicketsByWeek: Record<string, number> | null;
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ user: users, profile: clientProfiles })
    .from(users)
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .where(eq(users.email, email.trim().toLowerCase()));
  return row;
}

// GET user/{id} runs on every page load: built and planned once (docs/performance.md).
const userRecordQuery = preparedQuery((db) =>
  db
    .select({
      user: users,
      profile: clientProfiles,
      coachProfileId: coachProfiles.id,
      company: { id: companies.id, name: companies.name, branding: companyBrandingColumn(companies.id) },
      habitProgram: { id: habitPrograms.id, name: habitPrograms.name },
      ownsCompany: sql<boolean>`EXISTS (SELECT 1 FROM companies o WHERE o.owner_id = ${users.id})`,
      groups: chosenAreaIdsOfUser(),
      // A client's raffle tickets in the weeks they may be in (placeholder raffleWeeks), so their
      // weekly count costs no statement of its own; the service picks their week.
      raffleTicketsByWeek: sql<Record<string, number> | null>`CASE WHEN ${clientProfiles.id} IS NULL
        THEN NULL ELSE ${ticketsOfWeeksColumn(users.id, sql.placeholder('raffleWeeks'))} END`,
    })
    .from(users)
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .leftJoin(coachProfiles, eq(coachProfiles.userId, users.id))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(habitPrograms, eq(habitPrograms.id, clientProfiles.theme))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('find-user-record'),
);

/** A user's record, with their raffle tickets in each of `raffleWeeks` (candidateRaffleWeeks). */
export async function findUserRecord(
  db: DbOrTx,
  id: number,
  raffleWeeks: string[],
): Promise<UserRecord | undefined> {
  const [row] = await userRecordQuery(db).execute({ id, raffleWeeks });
  if (!row) return undefined;
  return {
    user: row.user,
    profile: row.profile,
    isCoach: row.coachProfileId !== null,
    company: row.company?.id != null ? row.company : null,
    ownsCompany: row.ownsCompany,
    habitProgram: row.habitProgram?.id != null ? row.habitProgram : null,
    groups: row.groups,
    raffleTicketsByWeek: row.raffleTicketsByWeek,
  };
}

/** The policy facts of a loaded user record. */
export function factsOf(record: UserRecord): UserFacts {
  return {
    id: record.user.id,
    companyId: record.user.companyId,
    coachId: record.profile?.coachId ?? null,
    isStaff: record.user.isStaff,
  };
}

/** The facts policies need about a user, by id. */
export async function findUserFacts(db: DbOrTx, id: number): Promise<UserFacts | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      companyId: users.companyId,
      coachId: clientProfiles.coachId,
      isStaff: users.isStaff,
    })
    .from(users)
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .where(eq(users.id, id));
  return row ? { ...row, coachId: row.coachId ?? null } : undefined;
}

/** Where a session was opened from, for the user's list of sessions. */
export interface SessionOrigin {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/** The longest User-Agent kept (real ones are a few hundred characters). */
const MAX_USER_AGENT = 512;

export async function createSession(
  db: DbOrTx,
  userId: number,
  tokenHash: Buffer,
  impersonatorId: number | null = null,
  origin: SessionOrigin = {},
) {
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash,
      impersonatorId,
      userAgent: origin.userAgent?.slice(0, MAX_USER_AGENT) || null,
      ip: origin.ip ?? null,
    })
    .returning({ id: sessions.id });
  return row!;
}

/**
 * Records the start or stop of an impersonation in the audit table: ids only (the table's rule),
 * under the impersonated user's company so that company's owner can read it.
 */
export async function recordImpersonation(
  db: DbOrTx,
  event: {
    action: 'impersonation_started' | 'impersonation_stopped';
    actorUserId: number;
    subjectUserId: number;
    companyId: number | null;
    sessionId: number;
  },
) {
  await db.insert(auditEvents).values({
    action: event.action,
    actorUserId: event.actorUserId,
    subjectUserId: event.subjectUserId,
    companyId: event.companyId,
    detail: { session_id: event.sessionId },
  });
}

/** The stored password hash of a user (null without one). */
export async function findPasswordHash(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.hash ?? null;
}

export async function touchLastLogin(db: DbOrTx, userId: number) {
  await db
    .update(users)
    .set({ lastLogin: sql`now()` })
    .where(eq(users.id, userId));
}

export async function updateUser(db: DbOrTx, userId: number, values: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * A user's text reminder settings, locked until the transaction ends, so two PATCHes (one
 * clearing the number, one turning texts on) cannot together leave texts on without a number.
 */
export async function lockTextSettings(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ allow_notice_sms: users.allowNoticeSms, phone_number: users.phoneNumber })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/** Whether an account has this (normalised) e-mail: what every sign-up checks first. */
export async function emailTaken(db: DbOrTx, email: string): Promise<boolean> {
  return emailTakenByOther(db, email, null);
}

/** Whether an account other than `userId`'s (any account, with null) has this e-mail. */
export async function emailTakenByOther(db: DbOrTx, email: string, userId: number | null): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row !== undefined && row.id !== userId;
}

/**
 * Puts a new image URL on the user and returns the one it replaces. The row is locked first, so
 * of two uploads at once each sees the other's URL as the old one and no file is left behind.
 */
export async function swapUserImage(db: DbOrTx, userId: number, image: string): Promise<string | null> {
  const [row] = await db.select({ image: users.image }).from(users).where(eq(users.id, userId)).for('update');
  await db
    .update(users)
    .set({ image, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  return row?.image ?? null;
}
