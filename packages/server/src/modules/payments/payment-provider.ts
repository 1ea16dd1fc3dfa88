/**
 * The one seam between Tandem and a card payment provider (decision 017). Two implementations:
 * Stripe through its official SDK when STRIPE_SECRET_KEY is set, and an offline test provider
 * that keeps its objects in PostgreSQL (payment_test_objects) so the app sells plans with no
 * network and no keys. Services talk only to this interface; nothing else imports `stripe`.
 *
 * Money is always integer cents. `account` is a connected account id (Stripe Connect `acct_…`)
 * for money that goes to a company, or null for Tandem's own account (coach packages).
 */
export interface PaymentProvider {
  /** 'stripe' or 'test': the web shows Stripe Elements or the labelled test-card form. */
  readonly kind: 'stripe' | 'test';
  /** The publishable key the browser needs for Stripe Elements; null for the test provider. */
  readonly publishableKey: string | null;

  /**
   * Makes a customer on `account` with the card the browser tokenised (`tok_…` or `pm_…`) as
   * its default payment method. Throws PaymentDeclined when the card is refused.
   */
  createCustomer(input: {
    account: string | null;
    email: string;
    name: string;
    cardToken: string;
    metadata: Record<string, string>;
  }): Promise<ProviderCustomer>;

  /** Replaces a customer's default card (owner credit cards). Throws PaymentDeclined. */
  updateCustomerCard(input: {
    account: string | null;
    customerId: string;
    cardToken: string;
  }): Promise<ProviderCustomer>;

  /**
   * Starts a monthly subscription of `amountCents` for the customer, charging the first month
   * now. `idempotencyKey` makes a retried call return the same subscription.
   * Throws PaymentDeclined when the first charge fails.
   */
  createSubscription(input: {
    account: string | null;
    customerId: string;
    amountCents: number;
    productName: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<ProviderSubscription>;

  /** Cancels now, or at the end of the paid period when `atPeriodEnd` (owner packages). */
  cancelSubscription(input: {
    account: string | null;
    subscriptionId: string;
    atPeriodEnd: boolean;
  }): Promise<ProviderSubscription>;

  /**
   * The subscription as the provider has it now; null when it has no such subscription. Webhooks
   * apply this instead of the event's copy, so events arriving out of order cannot roll a
   * subscription back (decision 017).
   */
  retrieveSubscription(input: {
    account: string | null;
    subscriptionId: string;
  }): Promise<ProviderSubscription | null>;

  /**
   * Completes Connect's OAuth: trades the authorization code the provider sent back to
   * /complete-link-with-stripe for the connected account's id. Throws PaymentDeclined with the
   * provider's error and description when the code is refused.
   */
  connectAccount(authorizationCode: string): Promise<{ accountId: string }>;

  /**
   * Checks a webhook's signature against the raw body and returns the event; throws
   * InvalidWebhookSignature when it does not match (the route answers 400).
   */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent;
}

export interface ProviderCustomer {
  id: string;
  card: { brand: string; lastFour: string; expMonth: number; expYear: number } | null;
}

export interface ProviderSubscription {
  id: string;
  /** active, past_due, canceled, incomplete … as the provider says it. */
  status: string;
  /** When the next invoice is due (the end of the current period). */
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

export interface ProviderEvent {
  id: string;
  type: string;
  /** The connected account the event happened on, if any. */
  account: string | null;
  /** The event's object (a subscription, an invoice, an account …) as the provider sent it. */
  object: Record<string, unknown>;
}

/** The card or the provider refused the payment; `message` is the provider's, for the user (402). */
export class PaymentDeclined extends Error {
  constructor(
    message: string,
    readonly code: string = 'card_declined',
    readonly description: string | null = null,
  ) {
    super(message);
    this.name = 'PaymentDeclined';
  }
}

/** A webhook whose signature does not match its body (or has none). */
export class InvalidWebhookSignature extends Error {
  constructor(message = 'Invalid webhook signature') {
    super(message);
    this.name = 'InvalidWebhookSignature';
  }
}
