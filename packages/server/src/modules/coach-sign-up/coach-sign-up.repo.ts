import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { coachProfiles, companies, ownerSubscriptions, subDomains, users } from '../../db/schema';

export async function subDomainTaken(db: DbOrTx, subDomain: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subDomains.id })
    .from(subDomains)
    .where(sql`lower(${subDomains.subDomain}) = ${subDomain.toLowerCase()}`);
  return row !== undefined;
}

export async function insertUser(tx: DbOrTx, values: typeof users.$inferInsert): Promise<number> {
  const [row] = await tx.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

export async function insertCompany(tx: DbOrTx, name: string, ownerId: number): Promise<number> {
  const [row] = await tx.insert(companies).values({ name, ownerId }).returning({ id: companies.id });
  return row!.id;
}

export async function setUserCompany(tx: DbOrTx, userId: number, companyId: number) {
  await tx.update(users).set({ companyId }).where(eq(users.id, userId));
}

export async function insertCoachProfile(tx: DbOrTx, userId: number, companyId: number, plan: string) {
  await tx.insert(coachProfiles).values({ userId, companyId, plan });
}

export async function insertOwnerSubscription(tx: DbOrTx, values: typeof ownerSubscriptions.$inferInsert) {
  await tx.insert(ownerSubscriptions).values(values);
}

/**
 * What onboarding needs to know of a signed-in user, read under a row lock on the user so two
 * onboarding requests of one user run one after the other: their coach licence and its company
 * and package, the company they own and its first sub-domain, and the packages they pay for.
 */
export async function lockOnboardingState(tx: DbOrTx, userId: number) {
  const [user] = await tx
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      companyId: users.companyId,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) return undefined;
  const [coach] = await tx
    .select({ companyId: coachProfiles.companyId, plan: coachProfiles.plan })
    .from(coachProfiles)
    .where(eq(coachProfiles.userId, userId));
  const [owned] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.ownerId, userId))
    .orderBy(asc(companies.id))
    .limit(1);
  const [site] = owned
    ? await tx
        .select({ subDomain: subDomains.subDomain })
        .from(subDomains)
        .where(and(eq(subDomains.companyId, owned.id), ne(subDomains.subDomain, '')))
        .limit(1)
    : [];
  const paid = await tx
    .select({ packageId: ownerSubscriptions.packageId })
    .from(ownerSubscriptions)
    .where(
      and(
        eq(ownerSubscriptions.userId, userId),
        eq(ownerSubscriptions.canceled, false),
        sql`${ownerSubscriptions.status} IN ('active', 'trialing', 'past_due')`,
      ),
    );
  return {
    user,
    coach: coach ?? null,
    ownedCompanyId: owned?.id ?? null,
    ownedSubDomain: site?.subDomain ?? null,
    paidPackageIds: paid.flatMap((row) => (row.packageId === null ? [] : [row.packageId])),
  };
}
export type OnboardingState = NonNullable<Awaited<ReturnType<typeof lockOnboardingState>>>;

/** The coach's own week and time zone, and their coach features; marks them onboarded. */
export async function finishUser(
  tx: DbOrTx,
  userId: number,
  values: Pick<
    typeof users.$inferInsert,
    | 'companyId'
    | 'coachFeatures'
    | 'workWeek'
    | 'generatePulseOn'
    | 'generateExercisesAt'
    | 'generatePulseAt'
    | 'timezone'
  >,
) {
  await tx
    .update(users)
    .set({ ...values, onboarded: true, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function setCoachPlan(tx: DbOrTx, userId: number, companyId: number, plan: string) {
  await tx
    .insert(coachProfiles)
    .values({ userId, companyId, plan })
    .onConflictDoUpdate({ target: coachProfiles.userId, set: { companyId, plan } });
}

export async function renameCompany(tx: DbOrTx, companyId: number, name: string) {
  await tx.update(companies).set({ name }).where(eq(companies.id, companyId));
}

export async function insertSubDomain(tx: DbOrTx, values: typeof subDomains.$inferInsert) {
  await tx.insert(subDomains).values(values);
}
