import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { isoTimestamp, openDatabase, preparedQuery, queryPrepared, type Db } from './client';
import { companies } from './schema';

let t: TestApp;
let company: { id: number; name: string };

beforeAll(async () => {
  t = await createTestApp();
  company = await buildCompany(t.db);
}, 120_000);
afterAll(() => t.close());

async function preparedNames(): Promise<string[]> {
  // The pool's connections are reused; ask every one of them what it has prepared.
  const { rows } = await t.db.execute<{ name: string }>(sql`SELECT name FROM pg_prepared_statements`);
  return rows.map((row) => row.name);
}

describe('statements prepared once', () => {
  const byId = sql`SELECT id, name, created_at FROM companies WHERE id = `;

  it('answer as the same statement through Drizzle would, dates as text, prepared by name', async () => {
    const direct = await t.db.execute(sql`${byId}${company.id}`);
    const prepared = await queryPrepared(t.db, 'test-company-by-id', sql`${byId}${company.id}`);
    expect(prepared).toEqual(direct.rows);
    expect(typeof prepared[0]!.created_at).toBe('string');
    // A connection that ran it has it prepared; asked often enough, every connection has.
    for (let i = 0; i < 20; i++) await queryPrepared(t.db, 'test-company-by-id', sql`${byId}${company.id}`);
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) for (const name of await preparedNames()) seen.add(name);
    expect(seen).toContain('test-company-by-id');
  });

  it('run through a transaction, seeing its uncommitted rows', async () => {
    await t.db
      .transaction(async (tx) => {
        await tx
          .update(companies)
          .set({ name: 'Renamed in a transaction' })
          .where(eq(companies.id, company.id));
        const [row] = await queryPrepared<{ name: string }>(
          tx,
          'test-company-by-id',
          sql`${byId}${company.id}`,
        );
        expect(row!.name).toBe('Renamed in a transaction');
        tx.rollback();
      })
      // Only the rollback is expected: a failed expectation inside must fail the test.
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    const [row] = await queryPrepared<{ name: string }>(
      t.db,
      'test-company-by-id',
      sql`${byId}${company.id}`,
    );
    expect(row!.name).toBe(company.name);
  });

  it('build a Drizzle query once per database handle, and once more for a transaction', async () => {
    let builds = 0;
    const companyName = preparedQuery((db) => {
      builds++;
      return db
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, sql.placeholder('id')))
        .prepare('test-company-name');
    });
    for (let i = 0; i < 5; i++)
      expect(await companyName(t.db).execute({ id: company.id })).toEqual([{ name: company.name }]);
    expect(builds).toBe(1);
    await t.db.transaction(async (tx) => {
      expect(await companyName(tx).execute({ id: company.id })).toEqual([{ name: company.name }]);
    });
    expect(builds).toBe(2);
  });
});

describe('isoTimestamp', () => {
  it("writes a timestamp as JavaScript's toISOString would, microseconds cut", async () => {
    const moments = [
      '2026-11-27 10:00:00+00',
      '2026-11-27 23:59:59.999999+00',
      '2024-02-29 00:00:00.0005+02',
      '2026-03-29 01:30:00.123456-07',
    ];
    for (const moment of moments) {
      const { rows } = await t.db.execute<{ iso: string; text: string }>(
        sql`SELECT ${isoTimestamp(sql`${moment}::timestamptz`)} AS iso, ${moment}::timestamptz::text AS text`,
      );
      expect(rows[0]!.iso, moment).toBe(new Date(rows[0]!.text).toISOString());
    }
  });
});

describe("the app's connections", () => {
  const randomPageCost = async (db: Db) =>
    (await db.execute<{ random_page_cost: string }>(sql`SHOW random_page_cost`)).rows[0]!.random_page_cost;

  it('price an index lookup for data in memory or on SSD, on any server', async () => {
    expect(await randomPageCost(t.db)).toBe('1.1');
  });

  it("leave the last word to the operator's PGOPTIONS", async () => {
    const before = process.env.PGOPTIONS;
    process.env.PGOPTIONS = '-c random_page_cost=2';
    const database = openDatabase(t.databaseUrl, 1);
    try {
      expect(await randomPageCost(database.db)).toBe('2');
    } finally {
      await database.close();
      if (before === undefined) delete process.env.PGOPTIONS;
      else process.env.PGOPTIONS = before;
    }
  });

  it('send no settings at all given an empty options parameter in the URL, for a pooler that refuses them', async () => {
    const url = new URL(t.databaseUrl);
    url.searchParams.set('options', '');
    const database = openDatabase(url.toString(), 1);
    try {
      expect(await randomPageCost(database.db)).toBe('4'); // PostgreSQL's default
    } finally {
      await database.close();
    }
  });
});
