import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// Lookups every authenticated request makes must read an index entry, whatever the size of the
// table: a test database is too small for the planner to prefer an index on its own, so these
// plans are asked for with sequential scans off, and must name the index in their condition.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

async function planOf(query: ReturnType<typeof sql>): Promise<string> {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${query}`);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('the lookups of every authenticated request', () => {
  it("find a user's company by owner from one index entry (the session's and GET user/{id}'s)", async () => {
    const first = await planOf(
      sql`SELECT co.id FROM companies co WHERE co.owner_id = 1 ORDER BY co.id LIMIT 1`,
    );
    expect(first).toMatch(/Index (Only )?Scan using companies_owner_id_idx/);
    expect(first).toMatch(/Index Cond: \(owner_id = 1\)/);
    const exists = await planOf(sql`SELECT EXISTS (SELECT 1 FROM companies o WHERE o.owner_id = 1)`);
    expect(exists).toMatch(/Index Cond: \(owner_id = 1\)/);
  });
});
