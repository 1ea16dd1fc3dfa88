import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSecrets } from '../db/schema';

const known = new WeakMap<Db, Map<string, string>>();

/**
 * The app secret `name` of this database (app_secrets): 32 random bytes as hex, made by whichever
 * process asks first (a conflict keeps the first), then kept in this process.
 */
export async function appSecret(db: Db, name: string): Promise<string> {
  let byName = known.get(db);
  if (!byName) known.set(db, (byName = new Map()));
  const cached = byName.get(name);
  if (cached !== undefined) return cached;
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  byName.set(name, row!.value);
  return row!.value;
}
