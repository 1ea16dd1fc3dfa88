import { and, asc, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { auditEvents, clientProfiles, coachProfiles, companies, subDomains, users } from '../../db/schema';
import { containsPattern } from '../../lib/search';
import type { Scope } from './owners.policy';

export type SubDomainRow = typeof subDomains.$inferSelect;
export type SubDomainValues = Partial<
  Pick<
    typeof subDomains.$inferInsert,
    | 'subDomain'
    | 'headerColor'
    | 'logo'
    | 'logoHeight'
    | 'backgroundImage'
    | 'showOnSearch'
    | 'allowOnboarding'
  >
>;

const personColumns = {
  id: users.id,
  email: users.email,
  first_name: users.firstName,
  last_name: users.lastName,
};

/** The company with what the owner's screens show of it. */
export async function findCompany(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({
      company: companies,
      owner: { ...personColumns },
      searchable: coachProfiles.searchable,
    })
    .from(companies)
    .leftJoin(users, eq(users.id, companies.ownerId))
    .leftJoin(coachProfiles, eq(coachProfiles.userId, companies.ownerId))
    .where(eq(companies.id, companyId));
  if (!row) return undefined;
  const [first] = await db
    .select({ subDomain: subDomains.subDomain })
    .from(subDomains)
    .where(and(eq(subDomains.companyId, companyId), ne(subDomains.subDomain, '')))
    .orderBy(asc(subDomains.id))
    .limit(1);
  return { ...row, subDomain: first?.subDomain ?? null };
}

/** The coaching-associate box: whether this coach is listed in the visitors' coach search. */
export async function setSearchable(db: DbOrTx, userId: number, searchable: boolean) {
  await db.update(coachProfiles).set({ searchable }).where(eq(coachProfiles.userId, userId));
}

/** Links the company's payment account (plan payments go to it). */
export async function setPaymentAccount(db: DbOrTx, companyId: number, accountId: string) {
  await db.update(companies).set({ paymentAccountId: accountId }).where(eq(companies.id, companyId));
}

/** The company's coaches (coach profiles of the company), by name, with their active clients. */
export async function listCoaches(db: DbOrTx, companyId: number, limit: number, offset: number) {
  const where = eq(coachProfiles.companyId, companyId);
  const clientCount = sql<number>`(SELECT count(*)::int FROM ${clientProfiles}
    WHERE ${clientProfiles.coachId} = ${users.id} AND ${clientProfiles.deactivated} IS NULL)`;
  const rows = await db
    .select({
      ...personColumns,
      image: users.image,
      lastLogin: users.lastLogin,
      plan: coachProfiles.plan,
      isOwner: sql<boolean>`${companies.ownerId} IS NOT DISTINCT FROM ${users.id}`,
      clientCount,
    })
    .from(coachProfiles)
    .innerJoin(users, eq(users.id, coachProfiles.userId))
    .innerJoin(companies, eq(companies.id, coachProfiles.companyId))
    .where(where)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(coachProfiles).where(where);
  return { rows, count: total!.n };
}

export async function listSubDomains(db: DbOrTx, companyId: number) {
  return db.select().from(subDomains).where(eq(subDomains.companyId, companyId)).orderBy(asc(subDomains.id));
}

export async function findSubDomain(db: DbOrTx, id: number, lock = false) {
  const query = db.select().from(subDomains).where(eq(subDomains.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Whether another sub-domain already has this name, whatever its case. */
export async function subDomainNameTaken(db: DbOrTx, name: string, exceptId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: subDomains.id })
    .from(subDomains)
    .where(and(sql`lower(${subDomains.subDomain}) = ${name.toLowerCase()}`, ne(subDomains.id, exceptId)));
  return row !== undefined;
}

export async function updateSubDomain(db: DbOrTx, id: number, values: SubDomainValues) {
  const [row] = await db.update(subDomains).set(values).where(eq(subDomains.id, id)).returning();
  return row!;
}

/** The condition "this user is in the scope" for users (staff never: nobody impersonates them). */
function userScope(scope: Scope): SQL | undefined {
  if (scope.kind === 'company') return eq(users.companyId, scope.companyId);
  return undefined;
}

/** Users one may impersonate: non-staff, not oneself, in the scope, matching the e-mail search. */
export async function listCandidates(
  db: DbOrTx,
  scope: Exclude<Scope, { kind: 'none' }>,
  selfId: number,
  search: string,
  limit: number,
  offset: number,
) {
  const where = and(
    eq(users.isStaff, false),
    ne(users.id, selfId),
    userScope(scope),
    search ? ilike(users.email, containsPattern(search)) : undefined,
  );
  const rows = await db
    .select(personColumns)
    .from(users)
    .where(where)
    .orderBy(asc(users.email))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, count: total!.n };
}

const IMPERSONATION_ACTIONS = ['impersonation_started', 'impersonation_stopped'];

/**
 * Impersonation starts and stops, newest first, with the people's names as they are now (the
 * table keeps ids only; someone since deleted comes back as nulls).
 */
export async function listImpersonationEvents(
  db: DbOrTx,
  scope: Exclude<Scope, { kind: 'none' }>,
  limit: number,
  offset: number,
) {
  const actor = alias(users, 'actor');
  const subject = alias(users, 'subject');
  const where = and(
    inArray(auditEvents.action, IMPERSONATION_ACTIONS),
    scope.kind === 'company' ? eq(auditEvents.companyId, scope.companyId) : undefined,
  );
  const rows = await db
    .select({
      id: auditEvents.id,
      action: auditEvents.action,
      occurredAt: auditEvents.occurredAt,
      actorId: actor.id,
      actorEmail: actor.email,
      actorFirstName: actor.firstName,
      actorLastName: actor.lastName,
      subjectId: subject.id,
      subjectEmail: subject.email,
      subjectFirstName: subject.firstName,
      subjectLastName: subject.lastName,
    })
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.actorUserId))
    .leftJoin(subject, eq(subject.id, auditEvents.subjectUserId))
    .where(where)
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(auditEvents).where(where);
  return { rows, count: total!.n };
}
export type ImpersonationEventRow = Awaited<ReturnType<typeof listImpersonationEvents>>['rows'][number];
