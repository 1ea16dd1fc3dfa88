import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RAFFLE_WEEKLY_TICKETS } from '@tandem/shared';
import { campaigns, companies, users } from '../db/schema';
import { authHeader } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedDemo } from './demo';
import { DEMO_CAMPAIGN, seedDemoCampaigns } from './demo-campaigns';
import { DEMO_OWNER, DEMO_PASSWORD } from './demo-people';

let t: TestApp;
let dataDir: string;
const now = new Date('2026-11-25T15:00:00Z');

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tandem-demo-campaigns-'));
  t = await createTestApp({ dataDir });
  await seedDemo(t.db, now, t.app.ctx.storage);
}, 180_000);
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("the demo company's campaign", () => {
  it("belongs to the demo owner's company, with a stored picture of our own and a few tickets", async () => {
    const [row] = await t.db
      .select({ campaign: campaigns })
      .from(campaigns)
      .innerJoin(companies, eq(companies.id, campaigns.companyId))
      .innerJoin(users, eq(users.id, companies.ownerId))
      .where(and(eq(users.email, DEMO_OWNER), eq(campaigns.name, DEMO_CAMPAIGN.name)));
    const campaign = row!.campaign;
    expect(campaign.image).toMatch(/^\/media\/campaign-images\/[A-Za-z0-9_-]{22}\.svg$/);
    const served = await t.app.inject({ method: 'GET', url: campaign.image! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.body).toMatch(/^<svg /);
    expect(served.body).not.toMatch(/<script|\son\w+=/i);

    const { rows } = await t.db.execute<{ tickets: number; clients: number; worst_week: number }>(sql`
      SELECT count(*)::int AS tickets, count(DISTINCT r.user_id)::int AS clients,
        (SELECT max(n) FROM (SELECT count(*) AS n FROM raffle_entries GROUP BY user_id, week_of) w)::int AS worst_week
      FROM raffle_entries r WHERE r.campaign_id = ${campaign.id} AND r.entry_type = 'reflection'`);
    expect(rows[0]!.tickets).toBeGreaterThanOrEqual(2);
    expect(rows[0]!.tickets).toBeLessThanOrEqual(rows[0]!.clients * 2);
    expect(rows[0]!.worst_week).toBeLessThanOrEqual(RAFFLE_WEEKLY_TICKETS);

    // The owner finds it in their editor, its total the tickets' points.
    const authorization = await authHeader(t.app, DEMO_OWNER, DEMO_PASSWORD);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/owners/campaigns/',
      headers: { authorization },
    });
    expect(list.json().results).toEqual([
      expect.objectContaining({ id: campaign.id, slug: 'reading-corners', image: campaign.image }),
    ]);
    expect(list.json().results[0].total).toBeGreaterThan(0);
  });

  it('is seeded once: running again adds nothing', async () => {
    expect(await seedDemoCampaigns(t.db, t.app.ctx.storage, new Date(now.getTime() + 3 * 86_400_000))).toBe(
      false,
    );
    expect((await seedDemo(t.db, now, t.app.ctx.storage)).created).toBe(false);
    const named = await t.db.select().from(campaigns).where(eq(campaigns.name, DEMO_CAMPAIGN.name));
    expect(named).toHaveLength(1);
  });
});
