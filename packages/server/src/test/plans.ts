import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/**
 * The plan PostgreSQL would choose for `query` with the scans named in `off` disabled, as EXPLAIN
 * prints it. A test database is too small for the planner to prefer an index on its own; with
 * sequential scans off (and bitmap scans, to see whether an index gives an order), a plan that
 * cannot use the index shows it.
 */
export async function planOf(
  db: DbOrTx,
  query: SQL,
  off: ('seqscan' | 'bitmapscan')[] = ['seqscan'],
): Promise<string> {
  return db.transaction(async (tx) => {
    for (const scan of off) await tx.execute(sql.raw(`SET LOCAL enable_${scan} = off`));
    const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${query}`);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}
