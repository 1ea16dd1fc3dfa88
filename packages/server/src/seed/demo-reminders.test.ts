import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paginatedSchema, reminderDeliverySchema } from '@tandem/shared';
import { authHeader } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedCompanyAndAccounts } from './demo-accounts';
import { seedDemoHabits } from './demo-habits';
import { DEMO_PASSWORD } from './demo-people';
import { seedDemoPulse } from './demo-pulse';
import { DEMO_REMINDER_DAYS, seedDemoReminders } from './demo-reminders';

let t: TestApp;
const now = new Date();

beforeAll(async () => {
  t = await createTestApp();
  await seedCompanyAndAccounts(t.db);
  await seedDemoHabits(t.db, now);
  await seedDemoPulse(t.db, now);
}, 180_000);
afterAll(() => t.close());

const summary = async () =>
  (
    await t.db.execute<{
      rows: number;
      clients: number;
      days: number;
      future: number;
      sent: number;
      done: number;
    }>(sql`
      SELECT count(*)::int AS rows, count(DISTINCT user_id)::int AS clients, count(DISTINCT day)::int AS days,
        count(*) FILTER (WHERE decided_at > ${now.toISOString()}::timestamptz)::int AS future,
        count(*) FILTER (WHERE outcome = 'sent')::int AS sent,
        count(*) FILTER (WHERE reason = 'already_done')::int AS done
      FROM reminder_deliveries`)
  ).rows[0]!;

describe('the demo reminder log', () => {
  it("logs the demo clients' reminders of the last days, sent and skipped, and the coach reads them", async () => {
    expect(await seedDemoReminders(t.db, now)).toBe(true);
    const seeded = await summary();
    expect(seeded.clients).toBeGreaterThan(3);
    expect(seeded.days).toBeGreaterThan(3);
    expect(seeded.days).toBeLessThanOrEqual(DEMO_REMINDER_DAYS + 1);
    expect(seeded.future).toBe(0);
    expect(seeded.sent).toBeGreaterThan(0);
    expect(seeded.done).toBeGreaterThan(0);

    const [client] = (
      await t.db.execute<{ user_id: number }>(
        sql`SELECT user_id FROM reminder_deliveries GROUP BY user_id ORDER BY count(*) DESC LIMIT 1`,
      )
    ).rows;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/coaches/clients/${client!.user_id}/reminders/`,
      headers: { authorization: await authHeader(t.app, 'coach@demo.test', DEMO_PASSWORD) },
    });
    expect(response.statusCode).toBe(200);
    const page = paginatedSchema(reminderDeliverySchema).parse(response.json());
    expect(page.results.length).toBeGreaterThan(0);
  });

  it('adds nothing when run again', async () => {
    const before = await summary();
    expect(await seedDemoReminders(t.db, now)).toBe(false);
    expect((await summary()).rows).toBe(before.rows);
  });
});
