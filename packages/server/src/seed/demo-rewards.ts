/*
 * The demo's raffle: the demo clients who opted in have a ticket for most of the exercises they
 * completed in the last two weeks, so the raffle campaign's total and the weekly ticket counts
 * are alive. Points are drawn by the shared rule from a seed per task, so every run draws the
 * same; idempotent through the tickets' unique key.
 */
import { and, eq, gte, isNotNull, like } from 'drizzle-orm';
import {
  drawGifts,
  raffleBonuses,
  RAFFLE_CAMPAIGN_ID,
  RAFFLE_WEEKLY_TICKETS,
  seededRandom,
} from '@tandem/shared';
import type { Db, Tx } from '../db/client';
import { raffleEntries, tasks, users } from '../db/schema';
import { clientRaffleWeek } from '../modules/rewards';
import { DEMO_LOCKS, inLockedTransaction } from './demo-steps';

const DAY_MS = 86_400_000;

export async function seedDemoRewards(db: Db, now = new Date()): Promise<boolean> {
  return inLockedTransaction(db, DEMO_LOCKS.rewards, async (tx) => {
    const done = await tx
      .select({
        id: tasks.id,
        userId: tasks.userId,
        completedAt: tasks.completedAt,
        timezone: users.timezone,
      })
      .from(tasks)
      .innerJoin(users, eq(users.id, tasks.userId))
      .where(
        and(
          like(users.email, '%@demo.test'),
          eq(users.raffleOptIn, true),
          isNotNull(tasks.completedAt),
          gte(tasks.completedAt, new Date(now.getTime() - 14 * DAY_MS)),
        ),
      )
      .orderBy(tasks.completedAt, tasks.id);
    // The weeks' counts start from the tickets already there, whenever they were given: counted
    // only from the window's start, a later run (the window moved on past a week's first
    // ticket) would find room in a full week and add one (a run is to add only what is missing).
    const given = await tx
      .select({ userId: raffleEntries.userId, weekOf: raffleEntries.weekOf, entryId: raffleEntries.entryId })
      .from(raffleEntries)
      .innerJoin(users, eq(users.id, raffleEntries.userId))
      .where(and(like(users.email, '%@demo.test'), eq(raffleEntries.entryType, 'task')));
    const perWeek = new Map<string, number>();
    for (const ticket of given) {
      const key = `${ticket.userId}:${ticket.weekOf}`;
      perWeek.set(key, (perWeek.get(key) ?? 0) + 1);
    }
    const entered = new Set(given.map((ticket) => ticket.entryId));
    const rows: (typeof raffleEntries.$inferInsert)[] = [];
    for (const task of done) {
      if (entered.has(task.id)) continue;
      const random = seededRandom(task.id * 7919);
      // About four in five completed exercises were followed by opening a gift.
      if (random() < 0.2) continue;
      const weekOf = clientRaffleWeek(task.completedAt!, task.timezone);
      const key = `${task.userId}:${weekOf}`;
      const tickets = perWeek.get(key) ?? 0;
      // At most half the week's tickets, so a demo client can always win one more today.
      if (tickets >= RAFFLE_WEEKLY_TICKETS / 2) continue;
      perWeek.set(key, tickets + 1);
      rows.push(
        demoTicket(random, {
          userId: task.userId,
          campaignId: RAFFLE_CAMPAIGN_ID,
          entryType: 'task',
          entryId: task.id,
          weekOf,
          createdAt: task.completedAt!,
          firstOfWeek: tickets === 0,
        }),
      );
    }
    return insertDemoTickets(tx, rows);
  });
}

type TicketRow = typeof raffleEntries.$inferInsert;

/** One demo ticket: three gifts drawn by the shared rule from `random`, one picked, its bonuses. */
export function demoTicket(
  random: () => number,
  entry: Pick<TicketRow, 'userId' | 'campaignId' | 'entryType' | 'entryId' | 'weekOf'> & {
    createdAt: Date;
    firstOfWeek: boolean;
  },
): TicketRow {
  const gifts = drawGifts(random);
  const gift = Math.floor(random() * gifts.length);
  const { bonuses, total } = raffleBonuses(gifts[gift]!, {
    firstOfWeek: entry.firstOfWeek,
    dayComplete: false,
  });
  const { firstOfWeek: _firstOfWeek, ...row } = entry;
  return { ...row, gifts, gift, rolledPoints: gifts[gift]!, bonuses, numOfPoints: total };
}

/** Inserts demo tickets, skipping any already there (their unique key); whether any were new. */
export async function insertDemoTickets(tx: Tx, rows: TicketRow[]): Promise<boolean> {
  if (rows.length === 0) return false;
  const inserted = await tx
    .insert(raffleEntries)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: raffleEntries.id });
  return inserted.length > 0;
}
