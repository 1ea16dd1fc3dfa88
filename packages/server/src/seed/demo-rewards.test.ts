import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RAFFLE_CAMPAIGN_ID, RAFFLE_WEEKLY_TICKETS } from '@tandem/shared';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedDemo } from './demo';
import { seedDemoRewards } from './demo-rewards';

let t: TestApp;
const now = new Date('2026-11-25T15:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, now);
}, 120_000);
afterAll(() => t.close());

describe('the demo raffle', () => {
  it('gives the raffle campaign points from completed exercises, within the weekly tickets, once', async () => {
    const { rows } = await t.db.execute<{
      total: number;
      tickets: number;
      worst_week: number;
      not_done: number;
    }>(sql`
      SELECT coalesce(sum(r.num_of_points), 0)::int AS total, count(*)::int AS tickets,
        coalesce(max(w.n), 0)::int AS worst_week,
        count(*) FILTER (WHERE t.completed_at IS NULL)::int AS not_done
      FROM raffle_entries r
      JOIN tasks t ON t.id = r.entry_id AND r.entry_type = 'task'
      LEFT JOIN (SELECT user_id, week_of, count(*) AS n FROM raffle_entries GROUP BY 1, 2) w
        ON w.user_id = r.user_id AND w.week_of = r.week_of
      WHERE r.campaign_id = ${RAFFLE_CAMPAIGN_ID}`);
    expect(rows[0]!.tickets).toBeGreaterThan(10);
    expect(rows[0]!.total).toBeGreaterThan(rows[0]!.tickets);
    expect(rows[0]!.worst_week).toBeLessThanOrEqual(RAFFLE_WEEKLY_TICKETS);
    expect(rows[0]!.not_done).toBe(0);
    expect(await seedDemoRewards(t.db, now)).toBe(false);
  });

  it('adds nothing when run again later, as the two weeks it looks back on move on', async () => {
    // Counted only from the window's start, a full week found room again once its first
    // ticket's exercise left the window (CI met it: a run a few minutes later added one).
    for (let minutes = 5; minutes <= 6 * 60; minutes += 5) {
      const later = new Date(now.getTime() + minutes * 60_000);
      expect(await seedDemoRewards(t.db, later), `${minutes} minutes later`).toBe(false);
    }
  });
});
