import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { CLIENT_PICKER_LIMIT, DASHBOARD_PAGE_SIZE } from '@tandem/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildCoach, buildOwner } from '../../test/factories';
import { openDatabase, type DbOrTx } from '../../db/client';
import { listClientsOfCoach } from './clients.repo';

// PostgreSQL plans a named statement for its values on its first five runs, then keeps one generic
// plan if that plan's estimate is no dearer. At 10,000 clients a page whose LIMIT and OFFSET were
// parameters never qualified, so the dashboard's page was planned again on every request
// (docs/performance.md). These tests run the list on one connection, as a pool's connection serves
// request after request, and ask PostgreSQL how it planned each statement.
let t: TestApp;
const originalQuery = pg.Client.prototype.query;
let coachId: number;
const CLIENTS = 10_000;

beforeAll(async () => {
  t = await createTestApp();
  const { company } = await buildOwner(t.db);
  const coach = await buildCoach(t.db, company.id);
  coachId = coach.id;
  // As many as the bench's coach: a plan for a tenth of them (PostgreSQL's guess for a LIMIT or
  // OFFSET it cannot read) then costs more than planning one for the page (at 2,000 it did not).
  await t.db.execute(sql`
    INSERT INTO users (email, first_name, last_name, company_id, last_login)
    SELECT 'plans-' || n || '@example.test', 'Plan', 'Client' || n, ${company.id},
           CASE WHEN n % 10 = 0 THEN NULL ELSE now() - make_interval(mins => n) END
    FROM generate_series(1, ${CLIENTS}::int) AS n`);
  await t.db.execute(sql`
    INSERT INTO client_profiles (user_id, coach_id)
    SELECT id, ${coachId} FROM users WHERE email LIKE 'plans-%@example.test'`);
  await t.db.execute(sql`ANALYZE users`);
  await t.db.execute(sql`ANALYZE client_profiles`);
}, 120_000);
afterAll(() => t.close());

type Plans = { name: string; generic_plans: number; custom_plans: number };

/** Runs `requests` on one connection, then reads that connection's prepared statements. */
async function onOneConnection(requests: (tx: DbOrTx) => Promise<void>): Promise<Plans[]> {
  let plans: Plans[] = [];
  await t.db.transaction(async (tx) => {
    await requests(tx);
    const { rows } = await tx.execute<Plans>(
      sql`SELECT name, generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE name LIKE 'client-%'`,
    );
    plans = rows;
  });
  return plans;
}

const dashboard = { filter: 'active', ordering: '-last_login' } as const;

describe("the client list's statements", () => {
  it("keep one generic plan for the dashboard's first page and its keyset pages", async () => {
    const plans = await onOneConnection(async (tx) => {
      for (let i = 0; i < 10; i++) {
        const first = await listClientsOfCoach(tx, coachId, dashboard, {
          limit: DASHBOARD_PAGE_SIZE,
          offset: 0,
        });
        expect(first.rows).toHaveLength(DASHBOARD_PAGE_SIZE);
        const next = await listClientsOfCoach(
          tx,
          coachId,
          dashboard,
          { limit: DASHBOARD_PAGE_SIZE, offset: DASHBOARD_PAGE_SIZE },
          first.after!,
        );
        expect(next.rows).toHaveLength(DASHBOARD_PAGE_SIZE);
      }
    });
    const page = plans.find((plan) => plan.name.startsWith('client-page-first-'));
    const keyset = plans.find((plan) => plan.name.startsWith('client-after-login-'));
    expect(page, JSON.stringify(plans)).toBeDefined();
    expect(keyset, JSON.stringify(plans)).toBeDefined();
    // Five custom plans to learn from, then the generic one for every run after.
    expect(page!.generic_plans).toBeGreaterThanOrEqual(5);
    expect(keyset!.generic_plans).toBeGreaterThanOrEqual(5);
  });

  it("keep one generic plan for a search's rows, whatever it matches", async () => {
    const plans = await onOneConnection(async (tx) => {
      for (let i = 1; i <= 10; i++) {
        const { rows } = await listClientsOfCoach(
          tx,
          coachId,
          { ...dashboard, search: `plans-${i}` },
          { limit: DASHBOARD_PAGE_SIZE, offset: 0 },
        );
        expect(rows).toHaveLength(DASHBOARD_PAGE_SIZE);
      }
    });
    const rows = plans.find((plan) => plan.name.startsWith('client-page-by-ids-'));
    expect(rows, JSON.stringify(plans)).toBeDefined();
    expect(rows!.generic_plans).toBeGreaterThanOrEqual(5);
  });

  it("match a search's clients first, not by walking all the coach's clients in order", async () => {
    // The statement as the app sends it, caught on its way to PostgreSQL, then explained.
    const sent: { text: string; values?: unknown[] }[] = [];
    const query = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      const config = args[0] as { text?: string; values?: unknown[] };
      if (typeof config === 'object' && config.text?.includes('count(*) OVER ()'))
        sent.push({ text: config.text, values: config.values ?? (args[1] as unknown[]) });
      return originalQuery.apply(this, args as never);
    } as never);
    try {
      const { rows, count } = await listClientsOfCoach(
        t.db,
        coachId,
        { filter: 'all', search: 'plans-77' },
        { limit: DASHBOARD_PAGE_SIZE, offset: 0 },
      );
      expect(rows).toHaveLength(DASHBOARD_PAGE_SIZE);
      expect(count).toBe(111); // plans-77, plans-770 to 779, plans-7700 to 7799
    } finally {
      query.mockRestore();
    }
    expect(sent).toHaveLength(1);
    // On a connection of the app's own, with its planner settings (db/client.ts).
    const { pool, close } = openDatabase(t.databaseUrl, 1);
    try {
      const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN ${sent[0]!.text}`,
        sent[0]!.values,
      );
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      // Walking the coach's clients in their order, testing each one against the search, reads
      // the (coach, last_login) index from end to end: every client, for a page of four.
      expect(plan).not.toMatch(/client_profiles_(active_)?coach_last_login_idx/);
      expect(plan).toMatch(/CTE mine/);
      // The 111 users the trigram index finds have their profiles looked up one by one, rather
      // than all 10,000 of the coach's profiles read to be matched with them.
      expect(plan).toMatch(/Index Scan using client_profiles_user_id_unique/);
      expect(plan).not.toMatch(/Seq Scan on client_profiles/);
    } finally {
      await close();
    }
  });

  it('prepare no statement for a page size the app does not ask for', async () => {
    const plans = await onOneConnection(async (tx) => {
      for (const limit of [7, 8, 9]) {
        const { rows } = await listClientsOfCoach(tx, coachId, dashboard, { limit, offset: 0 });
        expect(rows).toHaveLength(limit);
      }
    });
    expect(plans.filter((plan) => /:(7|8|9)$/.test(plan.name))).toEqual([]);
    expect(plans.length).toBeGreaterThan(0);
  });

  it('fit their names in the 63 bytes PostgreSQL keeps, the longest shape included', async () => {
    const longest = {
      filter: 'deactivated',
      ordering: '-first_name',
      cohort: 1,
      client_profile__assigned_pulse_survey: 1,
    } as const;
    const plans = await onOneConnection(async (tx) => {
      await listClientsOfCoach(tx, coachId, longest, { limit: CLIENT_PICKER_LIMIT, offset: 0 });
      await listClientsOfCoach(tx, coachId, longest, { limit: CLIENT_PICKER_LIMIT, offset: 1 });
    });
    const names = plans.map((plan) => plan.name).filter((name) => name.includes(':-first_name:cs-'));
    expect(names.sort()).toEqual([
      'client-count-deactivated:-first_name:cs-',
      `client-ids-first-deactivated:-first_name:cs-:${CLIENT_PICKER_LIMIT}`,
      `client-ids-later-deactivated:-first_name:cs-:${CLIENT_PICKER_LIMIT}`,
    ]);
  });
});
