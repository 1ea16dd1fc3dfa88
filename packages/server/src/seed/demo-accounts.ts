/*
 * The demo's accounts step: its people, the company, the catalog rows, the clients and their own
 * pages, in one transaction. Idempotent: every row is keyed by a natural key (e-mail, sub-domain,
 * names within the company), so running it again changes nothing and a database seeded by an
 * older version only gains what is new.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cohorts, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { seedCatalog } from './demo-catalog';
import { seedClientSpace } from './demo-client-space';
import { COHORTS, seedClients } from './demo-clients';
import { seedCompany, seedPeople } from './demo-company';
import { DEMO_COACH, DEMO_OWNER, DEMO_PASSWORD, PEOPLE } from './demo-people';

/** The demo's people, company, programs, courses and client space; false when all were there. */
export async function seedCompanyAndAccounts(db: Db): Promise<boolean> {
  if (await accountsInPlace(db)) return false;
  const passwordHashes = await hashNewPasswords(db);
  await db.transaction(async (tx) => {
    const idOf = await seedPeople(tx, passwordHashes);
    const id = (email: string) => idOf.get(email)!;
    const ownerId = id(DEMO_OWNER);
    const coachId = id(DEMO_COACH);
    const companyId = await seedCompany(tx, idOf, ownerId);
    const catalog = await seedCatalog(tx, coachId, companyId);
    await seedClients(tx, id, coachId, companyId, catalog);
    await seedClientSpace(tx, id, ownerId, companyId);
  });
  // A password was hashed for each demo person who was missing.
  return passwordHashes.size > 0;
}

/** Whether the owner and the last cohort, written last, are there already. */
async function accountsInPlace(db: Db): Promise<boolean> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_OWNER));
  const [lastCohort] = await db
    .select({ id: cohorts.id })
    .from(cohorts)
    .where(eq(cohorts.name, COHORTS[COHORTS.length - 1]!.name));
  return Boolean(owner && lastCohort);
}

/** The demo password's hash for each demo person not in the database yet, by e-mail. */
async function hashNewPasswords(db: Db): Promise<Map<string, string>> {
  const existing = new Set((await db.select({ email: users.email }).from(users)).map((u) => u.email));
  return new Map(
    await Promise.all(
      PEOPLE.filter((p) => !existing.has(p.email)).map(
        async (p) => [p.email, await hashPassword(DEMO_PASSWORD)] as const,
      ),
    ),
  );
}
