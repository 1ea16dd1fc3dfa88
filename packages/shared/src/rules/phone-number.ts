import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/*
 * Phone numbers for text reminders (issue 20, decision 020). The rules:
 * - A number is stored and sent in E.164 (`+14155552671`), whatever way it was typed.
 * - Without a country code it is read as a US number: the spec's web sends numbers "prefixed
 *   with 1", so `4155552671`, `14155552671` and `(415) 555-2671` are all +1 415 555 2671.
 *   Other countries are typed with their `+` code (`+44 20 7946 0958`).
 * - It must be a valid number for its country by libphonenumber-js's metadata (right length and
 *   leading digits: `555 123 4567` is not, 555 is no US area code). An extension is refused:
 *   a text cannot be sent to one.
 * - An empty field means "no phone number", and is allowed except with text reminders on:
 *   reminders by text need a valid number (checked on sign-up, in Settings and by PATCH user).
 */

/** The region of a number typed without a `+` country code. */
export const DEFAULT_PHONE_REGION: CountryCode = 'US';

/** Longest text accepted in a phone field (formatting included). */
export const MAX_PHONE_INPUT_LENGTH = 32;

export const PHONE_NUMBER_MESSAGES = {
  invalid: 'Enter a valid phone number, such as (415) 555-2671, or +44 20 7946 0958 outside the US.',
  requiredForTexts: 'Enter a phone number for text reminders.',
} as const;

/** The number in E.164, or null when the text is not a valid phone number (an empty one included). */
export function normalisePhoneNumber(
  input: string,
  region: CountryCode = DEFAULT_PHONE_REGION,
): string | null {
  const text = input.trim();
  if (!text || text.length > MAX_PHONE_INPUT_LENGTH) return null;
  const parsed = parsePhoneNumberFromString(text, region);
  if (!parsed || parsed.ext || !parsed.isValid()) return null;
  return parsed.number;
}

/** What is wrong with a typed phone number, or null when it is fine (or empty: no phone). */
export function phoneNumberProblem(input: string): string | null {
  if (!input.trim()) return null;
  return normalisePhoneNumber(input) ? null : PHONE_NUMBER_MESSAGES.invalid;
}

/**
 * Why these text reminder settings cannot be kept, or null when they can: text reminders need a
 * valid number to go to. (Without them any valid number, or none, is fine.)
 */
export function textRemindersProblem(settings: {
  allow_notice_sms: boolean;
  phone_number: string;
}): string | null {
  if (!settings.allow_notice_sms) return null;
  if (!settings.phone_number.trim()) return PHONE_NUMBER_MESSAGES.requiredForTexts;
  return phoneNumberProblem(settings.phone_number);
}

/**
 * A stored number as a person reads it: national format for the default region
 * (`(415) 555-2671`), international for others (`+44 20 7946 0958`); anything unreadable as it is.
 */
export function formatPhoneNumber(stored: string): string {
  const parsed = stored ? parsePhoneNumberFromString(stored, DEFAULT_PHONE_REGION) : undefined;
  if (!parsed) return stored;
  return parsed.country === DEFAULT_PHONE_REGION ? parsed.formatNational() : parsed.formatInternational();
}
