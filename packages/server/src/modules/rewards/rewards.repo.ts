import { and, count, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { preparedQuery, type DbOrTx } from '../../db/client';
import { campaigns, clientProfiles, clientSurveys, raffleEntries, tasks, users } from '../../db/schema';

// Both run on every raffle entry and its eligibility check: built and planned once.
const rafflerQuery = preparedQuery((db) =>
  db
    .select({ id: users.id, raffleOptIn: users.raffleOptIn, timezone: users.timezone, reward: users.reward })
    .from(users)
    .innerJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('find-raffler'),
);
const ticketsOfWeekQuery = preparedQuery((db) =>
  db
    .select({ n: count() })
    .from(raffleEntries)
    .where(
      and(
        eq(raffleEntries.userId, sql.placeholder('userId')),
        eq(raffleEntries.weekOf, sql.placeholder('weekOf')),
      ),
    )
    .prepare('tickets-of-week'),
);

/** A client's raffle settings; undefined for anyone without a client profile. */
export async function findRaffler(db: DbOrTx, userId: number) {
  const [row] = await rafflerQuery(db).execute({ userId });
  return row;
}

/** The task or reflection, if it is the user's: whether it is completed, and its day. */
export async function findEntry(db: DbOrTx, userId: number, type: 'task' | 'reflection', entryId: number) {
  if (type === 'task') {
    const [row] = await db
      .select({ completedAt: tasks.completedAt, day: tasks.dueOn })
      .from(tasks)
      .where(and(eq(tasks.id, entryId), eq(tasks.userId, userId)));
    return row;
  }
  const [row] = await db
    .select({ completedAt: clientSurveys.completedAt, day: clientSurveys.day })
    .from(clientSurveys)
    .where(and(eq(clientSurveys.id, entryId), eq(clientSurveys.userId, userId)));
  return row;
}

export async function hasEntered(db: DbOrTx, userId: number, type: string, entryId: number) {
  const [row] = await db
    .select({ id: raffleEntries.id })
    .from(raffleEntries)
    .where(
      and(
        eq(raffleEntries.userId, userId),
        eq(raffleEntries.entryType, type),
        eq(raffleEntries.entryId, entryId),
      ),
    );
  return Boolean(row);
}

export async function ticketsOfWeek(db: DbOrTx, userId: number, weekOf: string): Promise<number> {
  const [row] = await ticketsOfWeekQuery(db).execute({ userId, weekOf });
  return row!.n;
}

/**
 * A client's raffle tickets in each of the weeks `weeks` (an array of dates) as `{week: count}`,
 * null with none: a column for a statement that reads the client (GET user/{id}, on every page
 * load), so their week's count costs no statement of its own (candidateRaffleWeeks). The weeks
 * are written as ISO dates whatever the server's DateStyle, as the service looks them up.
 */
export function ticketsOfWeeksColumn(
  userId: SQLWrapper,
  weeks: SQLWrapper,
): SQL<Record<string, number> | null> {
  return sql<Record<string, number> | null>`(
    SELECT json_object_agg(to_char(week.week_of, 'YYYY-MM-DD'), week.tickets)
    FROM (SELECT week_of, count(*)::int AS tickets FROM raffle_entries
      WHERE user_id = ${userId} AND week_of = ANY (${weeks}::date[])
      GROUP BY week_of) week)`;
}

/** Whether every task due on the day is completed. */
export async function dayComplete(db: DbOrTx, userId: number, day: string): Promise<boolean> {
  const [row] = await db
    .select({ open: count() })
    .from(tasks)
    .where(and(eq(tasks.userId, userId), eq(tasks.dueOn, day), isNull(tasks.completedAt)));
  return row!.open === 0;
}

export async function campaignExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, id));
  return Boolean(row);
}

export async function insertEntry(db: DbOrTx, values: typeof raffleEntries.$inferInsert) {
  const [row] = await db.insert(raffleEntries).values(values).onConflictDoNothing().returning();
  return row;
}

export async function campaignTotal(db: DbOrTx, campaignId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${raffleEntries.numOfPoints}), 0)::int` })
    .from(raffleEntries)
    .where(eq(raffleEntries.campaignId, campaignId));
  return row!.total;
}

/** One raffler at a time per user, so the weekly count cannot be passed by two requests at once. */
export async function lockRaffler(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(4120019, ${userId})`);
}
