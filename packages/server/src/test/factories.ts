import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { clientProfiles, coachProfiles, companies, ownerSubscriptions, users } from '../db/schema';
import { COACH_PACKAGES, type CoachPackageKey } from '@tandem/shared';
import { hashPassword } from '../lib/passwords';

export const TEST_PASSWORD = 'correct horse battery staple';
let passwordHash: Promise<string> | undefined;
let sequence = 0;
const next = () => ++sequence;

type UserInsert = typeof users.$inferInsert;

/** A user with the test password; override any column. */
export async function buildUser(db: Db, overrides: Partial<UserInsert> = {}) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const n = next();
  const [user] = await db
    .insert(users)
    .values({
      email: `user${n}@example.test`,
      firstName: `First${n}`,
      lastName: `Last${n}`,
      passwordHash: await passwordHash,
      // Past the first-run tour like the demo accounts; a test of the tour overrides it.
      tourCompleted: true,
      ...overrides,
    })
    .returning();
  return user!;
}

export async function buildCompany(db: Db, ownerId: number | null = null, name = `Company ${next()}`) {
  const [company] = await db.insert(companies).values({ name, ownerId }).returning();
  return company!;
}

/** A coach (licence holder) in a company. */
export async function buildCoach(db: Db, companyId: number | null, overrides: Partial<UserInsert> = {}) {
  const user = await buildUser(db, { companyId, coachFeatures: ['all'], ...overrides });
  await db.insert(coachProfiles).values({ userId: user.id, companyId });
  return user;
}

/** An owner: a coach who owns a new company. */
export async function buildOwner(db: Db, overrides: Partial<UserInsert> = {}) {
  const company = await buildCompany(db);
  const owner = await buildCoach(db, company.id, overrides);
  await db.update(companies).set({ ownerId: owner.id }).where(eq(companies.id, company.id));
  return { owner, company };
}

/**
 * An owner who signed up on a coach package, as coach sign-up leaves them: the licence on that
 * plan and, for a priced package, its subscription (active unless `subscription` says otherwise).
 */
export async function buildPackageOwner(
  db: Db,
  plan: CoachPackageKey,
  subscription: Partial<typeof ownerSubscriptions.$inferInsert> = {},
) {
  const chosen = COACH_PACKAGES[plan];
  const { owner, company } = await buildOwner(db, { coachFeatures: [...chosen.coachFeatures] });
  await db.update(coachProfiles).set({ plan }).where(eq(coachProfiles.userId, owner.id));
  if (chosen.priceCents > 0) {
    await db.insert(ownerSubscriptions).values({
      userId: owner.id,
      companyId: company.id,
      title: `Tandem ${chosen.label}`,
      packageId: chosen.packageId,
      price: chosen.priceCents,
      providerSubscriptionId: `sub_factory_${owner.id}`,
      scheduledInvoiceAt: new Date(Date.now() + 20 * 24 * 60 * 60 * 1000),
      ...subscription,
    });
  }
  return { owner, company };
}

/** A client of a coach, in the coach's company. */
export async function buildClient(
  db: Db,
  coach: { id: number; companyId: number | null },
  profile: Partial<typeof clientProfiles.$inferInsert> = {},
  overrides: Partial<UserInsert> = {},
) {
  const user = await buildUser(db, { companyId: coach.companyId, ...overrides });
  const [row] = await db
    .insert(clientProfiles)
    .values({ userId: user.id, coachId: coach.id, ...profile })
    .returning();
  return { user, profile: row! };
}

/** Logs in through the API and returns the Authorization header value. */
export async function authHeader(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/api-token-auth/',
    payload: { username: email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`login as ${email} failed: ${response.statusCode} ${response.body}`);
  return `Token ${response.json().token}`;
}
