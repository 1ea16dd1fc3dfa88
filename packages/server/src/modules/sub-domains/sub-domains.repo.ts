import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subDomains } from '../../db/schema';

/** A sub-domain by name, whatever the case (the unique index is on lower()). */
export async function findSubDomainByName(db: Db, name: string) {
  const [row] = await db
    .select()
    .from(subDomains)
    .where(sql`lower(${subDomains.subDomain}) = ${name.toLowerCase()}`);
  return row;
}
