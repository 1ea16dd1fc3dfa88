import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  clientSubscriptions,
  companies,
  ownerSubscriptions,
  paymentCustomers,
  paymentEvents,
  users,
} from '../../db/schema';
import type { ProviderCustomer, ProviderSubscription } from './payment-provider';

export type PaymentCustomerRow = typeof paymentCustomers.$inferSelect;

const sameAccount = (account: string | null) =>
  account === null
    ? isNull(paymentCustomers.paymentAccountId)
    : eq(paymentCustomers.paymentAccountId, account);

/** The user's customer on that account (null: Tandem's own), if any. */
export async function findCustomer(db: DbOrTx, userId: number, account: string | null) {
  const [row] = await db
    .select()
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), sameAccount(account)));
  return row ?? null;
}

/** Inserts or updates the user's customer on that account, with its card. */
export async function upsertCustomer(
  db: DbOrTx,
  userId: number,
  account: string | null,
  customer: ProviderCustomer,
): Promise<void> {
  const card = customer.card;
  await db.execute(sql`
    INSERT INTO payment_customers
      (user_id, payment_account_id, provider_customer_id, card_brand, card_last_four, card_exp_month, card_exp_year)
    VALUES (${userId}, ${account}, ${customer.id}, ${card?.brand ?? null}, ${card?.lastFour ?? null},
            ${card?.expMonth ?? null}, ${card?.expYear ?? null})
    ON CONFLICT (user_id, coalesce(payment_account_id, '')) DO UPDATE SET
      provider_customer_id = excluded.provider_customer_id,
      card_brand = excluded.card_brand,
      card_last_four = excluded.card_last_four,
      card_exp_month = excluded.card_exp_month,
      card_exp_year = excluded.card_exp_year,
      updated_at = now()`);
}

/** Records a webhook event; false when it was recorded before (a redelivery). */
export async function recordEvent(db: DbOrTx, id: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length === 1;
}

/**
 * Locks the client and owner subscription rows of a provider subscription (at most one of each
 * exists: the ids are unique), so concurrent events on it apply one after the other.
 */
export async function lockSubscriptionRows(db: DbOrTx, providerSubscriptionId: string): Promise<number> {
  const clients = await db
    .select({ id: clientSubscriptions.id })
    .from(clientSubscriptions)
    .where(eq(clientSubscriptions.providerSubscriptionId, providerSubscriptionId))
    .for('update');
  const owners = await db
    .select({ id: ownerSubscriptions.id })
    .from(ownerSubscriptions)
    .where(eq(ownerSubscriptions.providerSubscriptionId, providerSubscriptionId))
    .for('update');
  return clients.length + owners.length;
}

/** Statuses after which a provider subscription never charges again. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

/**
 * Writes the provider's state of a subscription onto our row (decision 017): status, canceled
 * once it has ended, the next invoice at the end of the paid period, and for an owner's plan
 * `renewing` unless it is set to end with the period, and since when it is past due. `null` (the provider has no such
 * subscription any more) counts as canceled.
 */
export async function applySubscriptionState(
  db: DbOrTx,
  providerSubscriptionId: string,
  state: ProviderSubscription | null,
): Promise<void> {
  const status = state?.status ?? 'canceled';
  const ended = ENDED.has(status);
  const periodEnd = state ? { scheduledInvoiceAt: state.currentPeriodEnd } : {};
  await db
    .update(clientSubscriptions)
    .set({ status, canceled: ended, ...periodEnd })
    .where(eq(clientSubscriptions.providerSubscriptionId, providerSubscriptionId));
  // A package's grace counts from the first failed renewal: kept while it stays past due.
  const pastDueSince =
    status === 'past_due' ? sql`coalesce(${ownerSubscriptions.pastDueSince}, now())` : null;
  await db
    .update(ownerSubscriptions)
    .set({
      status,
      canceled: ended,
      renewing: !ended && !(state?.cancelAtPeriodEnd ?? true),
      pastDueSince,
      ...periodEnd,
    })
    .where(eq(ownerSubscriptions.providerSubscriptionId, providerSubscriptionId));
}

/** Disconnects a payment account from every company linked to it. */
export async function clearPaymentAccount(db: DbOrTx, account: string): Promise<void> {
  await db.update(companies).set({ paymentAccountId: null }).where(eq(companies.paymentAccountId, account));
}

/** The connected payment account of a company (null: none, or no company). */
export async function paymentAccountOfCompany(db: DbOrTx, companyId: number | null): Promise<string | null> {
  if (companyId === null) return null;
  const [row] = await db
    .select({ account: companies.paymentAccountId })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.account ?? null;
}

/** The name and e-mail a new customer is made with. */
export async function findUserName(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row;
}
