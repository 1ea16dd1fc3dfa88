import { z } from 'zod';

/** Texts of the payment screens: the spec's where it has them, Stripe's own for card refusals. */
export const PAYMENT_MESSAGES = {
  /** Spec (client side, section 8): a failed card update in Settings. */
  cardUpdateFailed: 'There was an error. Our staff has been notified',
  /** Stripe's own words for card_declined, which the test provider copies. */
  cardDeclined: 'Your card was declined.',
  cardExpired: 'Your card has expired.',
  invalidCardToken: 'Your card could not be read. Please enter it again.',
  /** The test-card form (decision 017). */
  testMode: 'Test mode — no real card is charged',
  invalidCardNumber: 'Your card number is invalid.',
  invalidExpiry: 'Enter the expiry as MM/YY.',
  pastExpiry: "Your card's expiration date is in the past.",
  invalidCvc: "Your card's security code is invalid.",
  onlyCoaches: 'Only a coach licence holder has a card on file with Tandem.',
} as const;

/** GET payments/config/ — which card form the browser shows, and Stripe's publishable key. */
export const paymentsConfigSchema = z.object({
  provider: z.enum(['stripe', 'test']),
  publishable_key: z.string().nullable(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/**
 * POST owners/credit-cards/ — the card the browser tokenised (`token`: `tok_…`/`pm_…`); the other
 * fields are what the browser read from the token and are informational: the server keeps what
 * the provider reports.
 */
export const ownerCreditCardSchema = z.object({
  token: z.string().trim().min(1).max(255),
  stripe_id: z.string().max(255).optional(),
  last_four: z.string().max(4).optional(),
  brand: z.string().max(50).optional(),
  exp_month: z.number().int().min(1).max(12).optional(),
  exp_year: z.number().int().min(2000).max(2200).optional(),
});
export type OwnerCreditCardInput = z.input<typeof ownerCreditCardSchema>;

/** A card on file as Settings shows it. */
export const creditCardSchema = z.object({
  brand: z.string().nullable(),
  last_four: z.string().nullable(),
  exp_month: z.number().int().nullable(),
  exp_year: z.number().int().nullable(),
});
export type CreditCard = z.infer<typeof creditCardSchema>;

/**
 * Test cards (decision 017). With no Stripe keys the browser's labelled test form makes a token
 * `tok_test_<brand>_<last four>_<MM>_<YY>` (e.g. `tok_test_visa_4242_12_30`) and the offline test
 * provider reads it back: a card ending in 0002 (Stripe's 4000 0000 0000 0002) is declined with
 * Stripe's message, an expired one refused, one ending in 0341 taken but never charged, any other
 * succeeds. Numbers failing Luhn never leave
 * the browser.
 */
export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  failsLater: '4000 0000 0000 0341',
} as const;
export const TEST_DECLINED_LAST_FOUR = '0002';
/**
 * Stripe's 4000 0000 0000 0341: the card is accepted when it is given (a new card in Settings),
 * and every charge on it fails, so a renewal can fail in test mode.
 */
export const TEST_FAILS_LATER_LAST_FOUR = '0341';
const TEST_TOKEN = /^tok_test_([a-z]+)_(\d{4})_(\d{2})_(\d{2})$/;

export interface TestCard {
  brand: string;
  lastFour: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
}

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'MasterCard',
  amex: 'American Express',
  discover: 'Discover',
  unknown: 'Unknown',
};

/** Whether a card number (spaces allowed) has 12 to 19 digits and passes the Luhn check. */
export function passesLuhn(number: string): boolean {
  const digits = number.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand slug of a card number by its first digits, as Stripe names brands. */
export function cardBrandSlug(number: string): keyof typeof BRAND_NAMES {
  const digits = number.replace(/\s+/g, '');
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}

/** The test token for a card the test form accepted (the number must pass Luhn). */
export function testCardToken(number: string, expMonth: number, expYear: number): string {
  const digits = number.replace(/\s+/g, '');
  const mm = String(expMonth).padStart(2, '0');
  const yy = String(expYear % 100).padStart(2, '0');
  return `tok_test_${cardBrandSlug(digits)}_${digits.slice(-4)}_${mm}_${yy}`;
}

/** Reads a test token back; null when it is not one. */
export function parseTestCardToken(token: string): TestCard | null {
  const match = TEST_TOKEN.exec(token);
  if (!match) return null;
  const [, slug, lastFour, mm, yy] = match;
  const expMonth = Number(mm);
  if (!BRAND_NAMES[slug!] || expMonth < 1 || expMonth > 12) return null;
  return { brand: BRAND_NAMES[slug!]!, lastFour: lastFour!, expMonth, expYear: 2000 + Number(yy) };
}

/** Whether a card expiring at the end of that month has expired by `now`. */
export function cardExpired(expMonth: number, expYear: number, now = new Date()): boolean {
  return expYear < now.getFullYear() || (expYear === now.getFullYear() && expMonth < now.getMonth() + 1);
}
