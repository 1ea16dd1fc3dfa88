import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageReportSchema } from '@tandem/shared';
import { authHeader } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedCompanyAndAccounts } from './demo-accounts';
import { DEMO_PASSWORD } from './demo-people';
import { DEMO_USAGE_DAYS, seedDemoUsage } from './demo-usage';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedCompanyAndAccounts(t.db);
}, 120_000);
afterAll(() => t.close());

const counts = async () =>
  (
    await t.db.execute<{
      views: number;
      clients: number;
      days: number;
      future: number;
      deactivated: number;
    }>(sql`
      SELECT count(*)::int AS views, count(DISTINCT e.user_id)::int AS clients,
        count(DISTINCT e.created_at::date)::int AS days,
        count(*) FILTER (WHERE e.created_at > now())::int AS future,
        count(*) FILTER (WHERE cp.deactivated IS NOT NULL)::int AS deactivated
      FROM analytics_events e JOIN client_profiles cp ON cp.user_id = e.user_id`)
  ).rows[0]!;

describe('the demo usage', () => {
  it("gives the demo clients page views on most of the last 30 days, none in the future, and the coach's chart shows them", async () => {
    expect(await seedDemoUsage(t.db)).toBe(true);
    const seeded = await counts();
    expect(seeded.clients).toBeGreaterThan(8);
    expect(seeded.days).toBeGreaterThan(20);
    expect(seeded.days).toBeLessThanOrEqual(DEMO_USAGE_DAYS);
    expect(seeded.future).toBe(0);
    expect(seeded.deactivated).toBe(0);

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/coaches/usage/',
      headers: { authorization: await authHeader(t.app, 'coach@demo.test', DEMO_PASSWORD) },
    });
    const usage = usageReportSchema.parse(response.json());
    expect(usage.active_clients.filter((day) => day.count > 0).length).toBeGreaterThan(20);
    expect(usage.top_screens[0]!.views).toBeGreaterThan(20);
  });

  it('adds nothing when run again, even days later, and fills in a client who has no usage', async () => {
    const before = await counts();
    expect(await seedDemoUsage(t.db)).toBe(false);
    expect(await seedDemoUsage(t.db, new Date(Date.now() + 3 * 86_400_000))).toBe(false);
    expect(await counts()).toEqual(before);
    await t.db.execute(sql`
      DELETE FROM analytics_events WHERE user_id = (SELECT id FROM users WHERE email = 'client@demo.test')`);
    expect(await seedDemoUsage(t.db)).toBe(true);
    expect(await counts()).toEqual(before);
  });

  it("gives no views to a client outside the demo's people, whatever their address", async () => {
    // As the load benchmarks add them, by the thousand: the start's top-up leaves them alone.
    await t.db.execute(sql`
      WITH client AS (
        INSERT INTO users (email, first_name, last_name, company_id)
        SELECT 'bench-client-1@demo.test', 'Ava', 'Client1', company_id FROM users WHERE email = 'coach@demo.test'
        RETURNING id
      )
      INSERT INTO client_profiles (user_id, coach_id)
      SELECT client.id, coach.id FROM client, users coach WHERE coach.email = 'coach@demo.test'`);
    expect(await seedDemoUsage(t.db)).toBe(false);
    const { rows } = await t.db.execute<{ views: number }>(sql`
      SELECT count(*)::int AS views FROM analytics_events e JOIN users u ON u.id = e.user_id
      WHERE u.email = 'bench-client-1@demo.test'`);
    expect(rows[0]!.views).toBe(0);
  });
});
