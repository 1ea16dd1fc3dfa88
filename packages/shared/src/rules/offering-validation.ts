import { dollarsToCents } from './money';
import { clientFeatureProblems } from './client-features';
import type { AllowFlag, HomeFeature } from '../constants/features';

/**
 * Texts of the subscription plans screen (coach side sections 5 and 8). The spec gives the
 * habit program, daily reflection, coach and server-error texts verbatim; it only says a name is
 * required, so that one is worded like its neighbours. The rest are ours.
 */
export const OFFERING_MESSAGES = {
  habitProgramRequired: 'A Habit Program is required',
  pulseSurveyRequired: 'A Daily Reflection is required',
  coachRequired: 'A Coach is required',
  titleRequired: 'A Name is required',
  homeMustBeEnabled: 'A clients home page must be a feature that is toggled on.',
  saveServerError:
    'There was a server error. Our staff has been notified, and is looking into it. Please try again later.',
  saved: 'Saved',
  invalidPrice: 'Enter a monthly price in dollars, like 49 or 49.99.',
  priceTooHigh: 'A monthly price can be at most $10,000.00.',
  paymentsNotConnected: 'Connect a payment account in Site Settings before selling a plan with a price.',
  linkCopied: 'Link copied',
  cardRequired: 'Please enter your card details.',
  noOfferings: 'You have no subscription plans yet.',
} as const;

/** The highest monthly price a plan may have, in cents ($10,000.00): a guard against typos. */
export const MAX_OFFERING_PRICE_CENTS = 1_000_000;

/** What the plan rule reads of a plan being saved (the API's field names). */
export interface OfferingDraft extends Partial<Record<AllowFlag, boolean>> {
  title: string;
  coach: number | null | undefined;
  habit_program: number | null | undefined;
  pulse_survey: number | null | undefined;
  home: HomeFeature;
}

export type OfferingErrors = Partial<
  Record<'title' | 'coach' | 'habit_program' | 'pulse_survey' | 'home', string>
>;

/**
 * What is wrong with a plan (coach side section 5): a name and a coach are always required;
 * daily exercises need a habit program and self reflection a pulse survey (a daily reflection);
 * and, as on Client Onboarding, the clients' home page must be a feature that is turned on.
 * One message per field; empty when the plan may be saved. The web form and the server both
 * run it, so a message is written once.
 */
export function offeringErrors(draft: OfferingDraft): OfferingErrors {
  const errors: OfferingErrors = {};
  if (!draft.title.trim()) errors.title = OFFERING_MESSAGES.titleRequired;
  if (!draft.coach) errors.coach = OFFERING_MESSAGES.coachRequired;
  for (const problem of clientFeatureProblems(draft)) {
    if (problem === 'missing_habit_program') errors.habit_program = OFFERING_MESSAGES.habitProgramRequired;
    if (problem === 'missing_pulse_survey') errors.pulse_survey = OFFERING_MESSAGES.pulseSurveyRequired;
    if (problem === 'home_not_enabled') errors.home = OFFERING_MESSAGES.homeMustBeEnabled;
  }
  return errors;
}

/**
 * The price field of the plan form, typed in dollars -> cents (money is cents everywhere); an
 * empty field is a free plan. Returns the cents or the message to show.
 */
export function offeringPriceFromDollars(text: string): { cents: number } | { error: string } {
  if (!text.trim()) return { cents: 0 };
  const cents = dollarsToCents(text);
  if (cents === null) return { error: OFFERING_MESSAGES.invalidPrice };
  if (cents > MAX_OFFERING_PRICE_CENTS) return { error: OFFERING_MESSAGES.priceTooHigh };
  return { cents };
}
