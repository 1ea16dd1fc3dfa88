import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { CLIENT_PICKER_LIMIT, DASHBOARD_PAGE_SIZE, DEFAULT_PAGE_SIZE } from '@tandem/shared';
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
  // What autovacuum would have done by now: statistics, and the trigram indexes' pending entries
  // merged (until then every search reads them all, and PostgreSQL rightly prefers reading users).
  await t.db.execute(sql`VACUUM ANALYZE users`);
  await t.db.execute(sql`VACUUM ANALYZE client_profiles`);
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
    // Explained as the app runs it from its sixth time on a connection: the statement's generic
    // plan, on a connection of the app's own (its planner settings, db/client.ts), and run, so
    // that the plan says which of its parts did any work.
    const { pool, close } = openDatabase(t.databaseUrl, 1);
    const client = await pool.connect();
    try {
      await client.query(`PREPARE search_ids AS ${sent[0]!.text}`);
      await client.query('SET plan_cache_mode = force_generic_plan');
      const values = sent[0]!.values!.map((value) =>
        typeof value === 'number' ? String(value) : client.escapeLiteral(String(value)),
      );
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE) EXECUTE search_ids(${values.join(', ')})`,
      );
      const plan = rows.map((row) => row['QUERY PLAN']);
      const ran = plan.filter((line) => !line.includes('never executed')).join('\n');
      // Walking the coach's clients in their order, testing each one against the search, reads
      // the (coach, last_login) index from end to end: every client, for a page of four.
      expect(plan.join('\n')).not.toMatch(/client_profiles_(active_)?coach_last_login_idx/);
      expect(ran).toMatch(/CTE mine/);
      // The 111 users the trigram index finds have their profiles looked up one by one, rather
      // than all 10,000 of the coach's profiles read to be matched with them.
      expect(ran).toMatch(/Bitmap Index Scan on users_email_trgm_idx/);
      expect(ran).toMatch(/Index Scan using client_profiles_user_id_unique/);
      expect(ran).not.toMatch(/Seq Scan|client_profiles_coach_id_idx/);
    } finally {
      client.release();
      await close();
    }
  });

  it("keep one generic plan for a search's page and total, whether its pattern is rare or common", async () => {
    const everyone = { filter: 'all', ordering: '-last_login' } as const;
    const plans = await onOneConnection(async (tx) => {
      for (const search of [
        'plans-77',
        'Client12',
        'plans-3',
        'plans',
        'lient4',
        'plans-9',
        'example',
        'plans-5',
      ]) {
        await listClientsOfCoach(
          tx,
          coachId,
          { ...everyone, search },
          { limit: DASHBOARD_PAGE_SIZE, offset: 0 },
        );
      }
    });
    const ids = plans.find(
      (plan) => plan.name === `client-ids-first-all:-last_login:--qt:${DASHBOARD_PAGE_SIZE}`,
    );
    expect(ids, JSON.stringify(plans)).toBeDefined();
    expect(ids!.generic_plans).toBeGreaterThanOrEqual(3);
  });

  it('find the same clients whether a search matches few users on the site or more than it looks up', async () => {
    // In a transaction rolled back at the end: a cohort of every third client, every seventh
    // deactivated, so the coach's conditions are checked in both of the statement's ways.
    await t.db
      .transaction(async (tx) => {
        const [cohort] = (
          await tx.execute<{ id: number }>(
            sql`INSERT INTO cohorts (name, coach_id) VALUES ('Thirds', ${coachId}) RETURNING id`,
          )
        ).rows;
        await tx.execute(sql`
          INSERT INTO client_cohorts (cohort_id, client_id)
          SELECT ${cohort!.id}, user_id FROM client_profiles WHERE coach_id = ${coachId} AND user_id % 3 = 0`);
        await tx.execute(
          sql`UPDATE client_profiles SET deactivated = now() WHERE coach_id = ${coachId} AND user_id % 7 = 0`,
        );
        // What the list must hold, asked plainly.
        const expected = async (pattern: string) =>
          (
            await tx.execute<{ id: number }>(sql`
              SELECT u.id FROM client_profiles cp JOIN users u ON u.id = cp.user_id
              WHERE cp.coach_id = ${coachId} AND cp.deactivated IS NULL
                AND cp.user_id IN (SELECT client_id FROM client_cohorts WHERE cohort_id = ${cohort!.id})
                AND ((u.first_name || ' ' || u.last_name) ILIKE ${pattern} OR u.email ILIKE ${pattern})
              ORDER BY cp.last_login DESC NULLS LAST, u.id`)
          ).rows.map((row) => row.id);
        // 'plans' matches all 10,000 users, past the 2,000 looked up one by one; 'plans-1' matches
        // 1,112 (plans-1, -10 to -19, -100 to -199, -1000 to -1999, -10000), within them; 'Client7'
        // the full names; 'pl' has no trigram and is planned for its pattern.
        for (const search of ['plans', 'plans-1', 'Client7', 'pl']) {
          const all = await expected(`%${search}%`);
          expect(all.length, search).toBeGreaterThan(DEFAULT_PAGE_SIZE);
          for (const offset of [0, DEFAULT_PAGE_SIZE]) {
            const page = await listClientsOfCoach(
              tx,
              coachId,
              { filter: 'active', ordering: '-last_login', cohort: cohort!.id, search },
              { limit: DEFAULT_PAGE_SIZE, offset },
            );
            expect(page.count, search).toBe(all.length);
            expect(
              page.rows.map((row) => row.user.id),
              `${search} at ${offset}`,
            ).toEqual(all.slice(offset, offset + DEFAULT_PAGE_SIZE));
          }
        }
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
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
      for (const query of [longest, { ...longest, search: 'plans' }]) {
        await listClientsOfCoach(tx, coachId, query, { limit: CLIENT_PICKER_LIMIT, offset: 0 });
        await listClientsOfCoach(tx, coachId, query, { limit: CLIENT_PICKER_LIMIT, offset: 1 });
      }
    });
    const names = plans.map((plan) => plan.name).filter((name) => name.includes(':-first_name:cs'));
    expect(names.sort()).toEqual([
      'client-count-deactivated:-first_name:cs-',
      `client-ids-first-deactivated:-first_name:cs-:${CLIENT_PICKER_LIMIT}`,
      `client-ids-first-deactivated:-first_name:csqt:${CLIENT_PICKER_LIMIT}`,
      `client-ids-later-deactivated:-first_name:cs-:${CLIENT_PICKER_LIMIT}`,
      `client-ids-later-deactivated:-first_name:csqt:${CLIENT_PICKER_LIMIT}`,
    ]);
  });
});
