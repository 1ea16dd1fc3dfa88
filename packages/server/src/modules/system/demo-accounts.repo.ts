import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appSecrets, users } from '../../db/schema';

/**
 * The `app_secrets` row recording that this database got the demo data (issue 39): `seeding`
 * while the seed runs (a start cut off meanwhile finishes it next time), then `seeded` with the
 * ids of the demo accounts it made, so they are known by id even after a rename. Once it is
 * there, no start seeds again.
 */
export const DEMO_SEED_MARKER = 'demo_seed';

export interface DemoSeedRecord {
  state: 'seeding' | 'seeded';
  /** The demo accounts the seed made (empty while seeding). */
  userIds: number[];
}

/** What the marker says, or null for a database that never got the demo data. */
export async function readDemoSeed(db: DbOrTx): Promise<DemoSeedRecord | null> {
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, DEMO_SEED_MARKER));
  if (!row) return null;
  const value = JSON.parse(row.value) as Partial<DemoSeedRecord>;
  return { state: value.state === 'seeded' ? 'seeded' : 'seeding', userIds: value.userIds ?? [] };
}

/**
 * Writes the `seeding` marker if the database has no account yet, in one statement, so the
 * check and the claim cannot be split by another start; whether it was written.
 */
export async function claimEmptyDatabaseForDemo(db: DbOrTx): Promise<boolean> {
  const value = JSON.stringify({ state: 'seeding', userIds: [] } satisfies DemoSeedRecord);
  const claimed = await db.execute(sql`
    INSERT INTO app_secrets (name, value)
    SELECT ${DEMO_SEED_MARKER}, ${value} WHERE NOT EXISTS (SELECT 1 FROM users)
    ON CONFLICT (name) DO NOTHING
    RETURNING name`);
  return claimed.rows.length > 0;
}

/** Records that the demo data is complete, and which accounts it made. */
export async function recordDemoSeeded(db: DbOrTx, userIds: number[]): Promise<void> {
  const value = JSON.stringify({ state: 'seeded', userIds } satisfies DemoSeedRecord);
  await db
    .insert(appSecrets)
    .values({ name: DEMO_SEED_MARKER, value })
    .onConflictDoUpdate({ target: appSecrets.name, set: { value } });
}

/** The ids of the users with these e-mails. */
export async function userIdsByEmail(db: DbOrTx, emails: string[]): Promise<number[]> {
  if (emails.length === 0) return [];
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.email, emails));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** The demo accounts still in the database, with what checking their password needs. */
export async function demoAccounts(db: DbOrTx, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, isStaff: users.isStaff, passwordHash: users.passwordHash })
    .from(users)
    .where(inArray(users.id, userIds))
    .orderBy(users.id);
}
