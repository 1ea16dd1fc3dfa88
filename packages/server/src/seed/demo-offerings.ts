/*
 * The demo company's subscription plans (issue 18): "Free Starter" (free) and "Brightpath
 * Monthly Coaching" ($49 a month), both with the demo coach, on the `demo` sub-domain; and one
 * paying demo client in test mode: Casey (client@demo.test), whose $49 subscription (made by the
 * client-space step) is tied to the $49 plan and to a subscription of the offline test provider,
 * with a customer and a test Visa ending 4242. The payment is always the test provider's, even
 * when the server runs with Stripe keys: demo money is never real. Idempotent: plans are found by
 * their company and title, and Casey's subscription is charged only while it has no provider
 * subscription (the idempotency key is fixed, so even a rerun after a crash gets the same one).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { Db, Tx } from '../db/client';
import {
  clientProfiles,
  clientSubscriptions,
  companies,
  habitPrograms,
  offerings,
  subDomains,
  users,
} from '../db/schema';
import { newPromo } from '../modules/offerings';
import { chargeFirstMonth, saveCustomer } from '../modules/payments';
import { DEMO_COACH, DEMO_OWNER, DEMO_SUB_DOMAIN } from './demo-people';
import { inLockedTransaction } from './demo-steps';

/** This step's advisory lock (the other steps' are in demo-steps.ts DEMO_LOCKS). */
const OFFERINGS_LOCK = 4_120_011;

/** The demo's payments: the offline test provider, whatever keys the server has. */
const TEST_MODE = { config: { stripe: { secretKey: undefined } } as unknown as ServerConfig };

export const DEMO_PLANS = {
  free: { title: 'Free Starter', price: 0 },
  paid: { title: 'Brightpath Monthly Coaching', price: 4900 },
} as const;
export const DEMO_PAYING_CLIENT = 'client@demo.test';
/** The test card of the demo's paying client. */
const DEMO_CARD_TOKEN = 'tok_test_visa_4242_12_39';

/** Adds the demo plans and the paying client's test-mode subscription; false when all were there. */
export async function seedDemoOfferings(db: Db): Promise<boolean> {
  return inLockedTransaction(db, OFFERINGS_LOCK, async (tx) => {
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.ownerId))
      .where(eq(users.email, DEMO_OWNER));
    const [coach] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_COACH));
    const [casey] = await tx
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        theme: clientProfiles.theme,
        survey: clientProfiles.assignedPulseSurvey,
      })
      .from(users)
      .innerJoin(clientProfiles, eq(clientProfiles.userId, users.id))
      .where(eq(users.email, DEMO_PAYING_CLIENT));
    if (!company || !coach || !casey) return false;
    const program = casey.theme ?? (await firstProgramOf(tx, coach.id));
    const survey = casey.survey ?? null;
    const [site] = await tx
      .select({ id: subDomains.id })
      .from(subDomains)
      .where(eq(subDomains.subDomain, DEMO_SUB_DOMAIN));
    const base = {
      companyId: company.id,
      subDomainId: site?.id ?? null,
      coachId: coach.id,
      habitProgramId: program,
      pulseSurveyId: survey,
      home: program !== null ? 'daily_exercises' : 'goals',
      allowDailyExercises: program !== null,
      allowSelfReflect: survey !== null,
    };
    let added = false;
    const planIds: Record<keyof typeof DEMO_PLANS, number> = { free: 0, paid: 0 };
    for (const key of ['free', 'paid'] as const) {
      const { title, price } = DEMO_PLANS[key];
      const [found] = await tx
        .select({ id: offerings.id })
        .from(offerings)
        .where(and(eq(offerings.companyId, company.id), eq(offerings.title, title)));
      if (found) {
        planIds[key] = found.id;
        continue;
      }
      const [row] = await tx
        .insert(offerings)
        .values({ ...base, title, price, promo: newPromo() })
        .returning({ id: offerings.id });
      planIds[key] = row!.id;
      added = true;
    }
    return (await seedPayingClient(db, tx, casey, company.id, planIds.paid)) || added;
  });
}

async function firstProgramOf(tx: Tx, coachId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: habitPrograms.id })
    .from(habitPrograms)
    .where(and(eq(habitPrograms.ownerId, coachId), eq(habitPrograms.deleted, false)))
    .orderBy(asc(habitPrograms.id))
    .limit(1);
  return row?.id ?? null;
}

/** Ties Casey's $49 subscription to the plan and a test-provider subscription, once. */
async function seedPayingClient(
  db: Db,
  tx: Tx,
  casey: { id: number; email: string; firstName: string; lastName: string },
  companyId: number,
  offeringId: number,
): Promise<boolean> {
  const [existing] = await tx
    .select()
    .from(clientSubscriptions)
    .where(
      and(eq(clientSubscriptions.userId, casey.id), eq(clientSubscriptions.title, DEMO_PLANS.paid.title)),
    );
  if (existing?.providerSubscriptionId) return false;
  // The test provider keeps its objects through its own connection, outside this transaction;
  // the fixed key makes a rerun find the same subscription.
  const { customer, subscription } = await chargeFirstMonth(
    { ...TEST_MODE, db },
    {
      account: null,
      email: casey.email,
      name: `${casey.firstName} ${casey.lastName}`,
      cardToken: DEMO_CARD_TOKEN,
      amountCents: DEMO_PLANS.paid.price,
      productName: DEMO_PLANS.paid.title,
      idempotencyKey: `demo-client-subscription:${casey.id}`,
      metadata: { offering_id: String(offeringId), company_id: String(companyId), email: casey.email },
    },
  );
  const values = {
    offeringId,
    companyId,
    providerSubscriptionId: subscription.id,
    status: subscription.status,
    scheduledInvoiceAt: subscription.currentPeriodEnd,
  };
  if (existing) {
    await tx.update(clientSubscriptions).set(values).where(eq(clientSubscriptions.id, existing.id));
  } else {
    await tx
      .insert(clientSubscriptions)
      .values({ userId: casey.id, title: DEMO_PLANS.paid.title, price: DEMO_PLANS.paid.price, ...values });
  }
  await saveCustomer(tx, casey.id, null, customer);
  return true;
}
