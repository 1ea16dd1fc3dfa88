import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, subDomains } from '../../db/schema';

/** A sub-domain by name, whatever the case (the unique index is on lower()), with its company's name. */
export async function findSubDomainByName(db: Db, name: string) {
  const [row] = await db
    .select({ subDomain: subDomains, companyName: companies.name })
    .from(subDomains)
    .innerJoin(companies, eq(companies.id, subDomains.companyId))
    .where(sql`lower(${subDomains.subDomain}) = ${name.toLowerCase()}`);
  return row;
}
