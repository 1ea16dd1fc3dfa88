import { and, count, desc, eq, gt, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clientProfiles, clientSubscriptions, ownerSubscriptions } from '../../db/schema';

export type ClientSubscriptionRow = typeof clientSubscriptions.$inferSelect;
export type OwnerSubscriptionRow = typeof ownerSubscriptions.$inferSelect;

interface Window {
  limit: number;
  offset: number;
}

/** Sets the profile's habit program, and its pulse survey when it has none yet. */
export async function setHabitProgram(
  db: DbOrTx,
  profileId: number,
  program: { id: number; pulseSurveyId: number | null },
): Promise<void> {
  await db
    .update(clientProfiles)
    .set({
      theme: program.id,
      assignedPulseSurvey: sql`coalesce(${clientProfiles.assignedPulseSurvey}, ${program.pulseSurveyId})`,
    })
    .where(eq(clientProfiles.id, profileId));
}

/** The user's client subscriptions, newest first. */
export async function listClientSubscriptions(db: DbOrTx, userId: number, window: Window) {
  const where = eq(clientSubscriptions.userId, userId);
  const rows = await db
    .select()
    .from(clientSubscriptions)
    .where(where)
    .orderBy(desc(clientSubscriptions.createdAt), desc(clientSubscriptions.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ count: count() }).from(clientSubscriptions).where(where);
  return { rows, count: total!.count };
}

/** One of the user's client subscriptions, or null (none, or someone else's). */
export async function findClientSubscription(db: DbOrTx, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(clientSubscriptions)
    .where(and(eq(clientSubscriptions.id, id), eq(clientSubscriptions.userId, userId)));
  return row ?? null;
}

/** One of the user's owner subscriptions, or null (none, or someone else's). */
export async function findOwnerSubscription(db: DbOrTx, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(ownerSubscriptions)
    .where(and(eq(ownerSubscriptions.id, id), eq(ownerSubscriptions.userId, userId)));
  return row ?? null;
}

/**
 * Cancels one of the user's client subscriptions (with the provider's status when it was
 * canceled there); false when the user has none with that id.
 */
export async function cancelClientSubscription(
  db: DbOrTx,
  userId: number,
  id: number,
  provider: { status: string } | null = null,
): Promise<boolean> {
  const rows = await db
    .update(clientSubscriptions)
    .set({ canceled: true, ...(provider ? { status: provider.status } : {}) })
    .where(and(eq(clientSubscriptions.id, id), eq(clientSubscriptions.userId, userId)))
    .returning({ id: clientSubscriptions.id });
  return rows.length === 1;
}

/**
 * A current owner subscription: not canceled, and renewing or still inside its paid period
 * (a non-renewing one runs until its scheduled invoice date).
 */
const isCurrent: SQL = and(
  eq(ownerSubscriptions.canceled, false),
  or(
    eq(ownerSubscriptions.renewing, true),
    isNull(ownerSubscriptions.scheduledInvoiceAt),
    gt(ownerSubscriptions.scheduledInvoiceAt, sql`now()`),
  ),
)!;

/** The user's owner subscriptions, newest first; `current` keeps only current (or past) ones. */
export async function listOwnerSubscriptions(
  db: DbOrTx,
  userId: number,
  window: Window,
  current: boolean | undefined,
) {
  const where = and(
    eq(ownerSubscriptions.userId, userId),
    current === undefined ? undefined : current ? isCurrent : not(isCurrent),
  );
  const rows = await db
    .select()
    .from(ownerSubscriptions)
    .where(where)
    .orderBy(desc(ownerSubscriptions.createdAt), desc(ownerSubscriptions.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ count: count() }).from(ownerSubscriptions).where(where);
  return { rows, count: total!.count };
}

/**
 * Stops one of the user's owner subscriptions renewing (with the provider's status and period end
 * when it was set to end there); false when the user has none with that id.
 */
export async function stopOwnerSubscriptionRenewing(
  db: DbOrTx,
  userId: number,
  id: number,
  provider: { status: string; currentPeriodEnd: Date } | null = null,
): Promise<boolean> {
  const rows = await db
    .update(ownerSubscriptions)
    .set({
      renewing: false,
      ...(provider ? { status: provider.status, scheduledInvoiceAt: provider.currentPeriodEnd } : {}),
    })
    .where(and(eq(ownerSubscriptions.id, id), eq(ownerSubscriptions.userId, userId)))
    .returning({ id: ownerSubscriptions.id });
  return rows.length === 1;
}
