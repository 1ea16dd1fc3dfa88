/*
 * The demo's usage analytics (issue 20): page views of the demo company's active clients over
 * the last 30 days, so the coach's and the owner's usage charts are alive. Rules chosen:
 * - each client uses the app on about two days in three, opening two to seven screens between
 *   07:00 and 22:00 UTC, drawn from a seed per client and calendar day, so every run plans the
 *   same views for the same day;
 * - once per client, like the exercise history (demo-habits.ts): only a client with no usage
 *   event at all gets views, so a run again, even days later, adds nothing (and a demo that is
 *   used records its own); nothing is ever in the future;
 * - only clients who allow usage statistics, as the API would record them;
 * - only the demo's own clients (PEOPLE), not every `@demo.test` address: the load benchmarks add
 *   thousands of those, and a start on such a database once planned hundreds of thousands of
 *   views in one insert, which overflowed the stack and stopped the server from starting.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { NAVIGATION_EVENT_TYPE, PAGE_VIEW_EVENT, seededRandom } from '@tandem/shared';
import type { Db } from '../db/client';
import { analyticsEvents, clientProfiles, users } from '../db/schema';
import { PEOPLE } from './demo-people';
import { DEMO_LOCKS, inLockedTransaction } from './demo-steps';

const DEMO_CLIENT_EMAILS = PEOPLE.filter((person) => person.client).map((person) => person.email);

const DAY_MS = 86_400_000;
/** The days of history, today included. */
export const DEMO_USAGE_DAYS = 30;

/** The client screens and how often each is opened, relatively. */
const SCREENS: [path: string, weight: number][] = [
  ['/daily-exercise', 6],
  ['/daily-reflection', 5],
  ['/goals', 3],
  ['/progress', 3],
  ['/journal', 2],
  ['/courses', 2],
  ['/courses/:id', 2],
  ['/reflection-history', 1],
  ['/c/assessments', 1],
  ['/settings', 1],
];
const TOTAL_WEIGHT = SCREENS.reduce((sum, [, weight]) => sum + weight, 0);

function pickScreen(random: () => number): string {
  let left = random() * TOTAL_WEIGHT;
  for (const [path, weight] of SCREENS) {
    left -= weight;
    if (left < 0) return path;
  }
  return SCREENS[0]![0];
}

/** The views planned for one client on the UTC day starting at `dayStart` (ms). */
function plannedViews(userId: number, dayStart: number): { at: Date; path: string }[] {
  const random = seededRandom(userId * 100_003 + dayStart / DAY_MS);
  if (random() >= 2 / 3) return [];
  const count = 2 + Math.floor(random() * 6);
  const first = dayStart + (7 + random() * 13) * 3_600_000;
  const views: { at: Date; path: string }[] = [];
  let at = first;
  for (let i = 0; i < count; i++) {
    views.push({ at: new Date(Math.round(at / 1000) * 1000), path: pickScreen(random) });
    at += (1 + random() * 10) * 60_000;
  }
  return views;
}

/** Gives the demo clients without any usage yet page views over the last DEMO_USAGE_DAYS days; true when any were added. */
export async function seedDemoUsage(db: Db, now = new Date()): Promise<boolean> {
  return inLockedTransaction(db, DEMO_LOCKS.usage, async (tx) => {
    const clients = await tx
      .select({ id: users.id, companyId: users.companyId })
      .from(users)
      .innerJoin(clientProfiles, eq(clientProfiles.userId, users.id))
      .where(
        and(
          inArray(users.email, DEMO_CLIENT_EMAILS),
          isNull(clientProfiles.deactivated),
          eq(users.allowAnalytics, true),
        ),
      )
      .orderBy(users.id);
    if (!clients.length) return false;
    const used = await tx
      .selectDistinct({ userId: analyticsEvents.userId })
      .from(analyticsEvents)
      .where(
        inArray(
          analyticsEvents.userId,
          clients.map((client) => client.id),
        ),
      );
    const seeded = new Set(used.map((row) => row.userId));
    const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
    const rows: (typeof analyticsEvents.$inferInsert)[] = [];
    for (const client of clients.filter((one) => !seeded.has(one.id))) {
      for (let day = 0; day < DEMO_USAGE_DAYS; day++) {
        for (const view of plannedViews(client.id, today - day * DAY_MS)) {
          if (view.at > now) continue;
          rows.push({
            event: PAGE_VIEW_EVENT,
            type: NAVIGATION_EVENT_TYPE,
            deviceId: `demo-device-${client.id}`,
            userId: client.id,
            companyId: client.companyId,
            path: view.path,
            createdAt: view.at,
          });
        }
      }
    }
    if (rows.length) await tx.insert(analyticsEvents).values(rows);
    return rows.length > 0;
  });
}
