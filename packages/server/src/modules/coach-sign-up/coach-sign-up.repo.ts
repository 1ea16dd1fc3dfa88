import { and, asc, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
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
  const user = await findUser(tx, userId, { lock: true });
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

/**
 * The user's names and company; `lock` takes their row's lock inside a transaction, so two
 * onboardings or package purchases of one user run one after the other.
 */
export async function findUser(tx: DbOrTx, userId: number, { lock }: { lock: boolean }) {
  const query = tx
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      companyId: users.companyId,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [user] = lock ? await query.for('update') : await query;
  return user;
}

/** The company of the user's coach licence (the one a package is recorded on). */
export async function findLicenceCompany(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ companyId: coachProfiles.companyId })
    .from(coachProfiles)
    .where(eq(coachProfiles.userId, userId));
  return row?.companyId ?? null;
}

export async function setCoachFeatures(tx: DbOrTx, userId: number, coachFeatures: string[]) {
  await tx
    .update(users)
    .set({ coachFeatures, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * Ends every package subscription of the user that is not over yet, at once (a package bought
 * replaces them): canceled, not renewing, its paid period ending now. Answers the provider ids
 * to cancel there.
 */
export async function endPackageSubscriptions(tx: DbOrTx, userId: number): Promise<string[]> {
  const rows = await tx
    .update(ownerSubscriptions)
    .set({ canceled: true, renewing: false, status: 'canceled', scheduledInvoiceAt: sql`now()` })
    .where(
      and(
        eq(ownerSubscriptions.userId, userId),
        isNotNull(ownerSubscriptions.packageId),
        eq(ownerSubscriptions.canceled, false),
      ),
    )
    .returning({ providerSubscriptionId: ownerSubscriptions.providerSubscriptionId });
  return rows.flatMap((row) => (row.providerSubscriptionId ? [row.providerSubscriptionId] : []));
}

/** The newest package subscription the user ever had, or null. */
export async function lastPackageSubscriptionId(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: ownerSubscriptions.id })
    .from(ownerSubscriptions)
    .where(and(eq(ownerSubscriptions.userId, userId), isNotNull(ownerSubscriptions.packageId)))
    .orderBy(desc(ownerSubscriptions.id))
    .limit(1);
  return row?.id ?? null;
}

/** Whether a provider subscription is on record already (a purchase sent twice). */
export async function providerSubscriptionRecorded(
  tx: DbOrTx,
  providerSubscriptionId: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: ownerSubscriptions.id })
    .from(ownerSubscriptions)
    .where(eq(ownerSubscriptions.providerSubscriptionId, providerSubscriptionId))
    .limit(1);
  return row !== undefined;
}
