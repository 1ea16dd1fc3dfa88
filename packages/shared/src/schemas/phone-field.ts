import { z } from 'zod';
import { MAX_PHONE_INPUT_LENGTH, normalisePhoneNumber, PHONE_NUMBER_MESSAGES } from '../rules/phone-number';

// A module of its own, as are the two schemas that use it (user-settings.ts, client-sign-up.ts):
// libphonenumber-js's metadata (28 KB gzipped) then reaches the web app only with the pages that
// take a phone number, not with the login page (issue 21's first-load budget).

/**
 * A phone number as typed: empty for none, else any valid number, stored and sent as E.164
 * (`+14155552671`; rules/phone-number.ts has the rules, US when no country code is typed).
 */
export const phoneNumber = z
  .string()
  .trim()
  .max(MAX_PHONE_INPUT_LENGTH, { error: PHONE_NUMBER_MESSAGES.invalid })
  .transform((value, ctx) => {
    if (!value) return '';
    const e164 = normalisePhoneNumber(value);
    if (e164) return e164;
    ctx.addIssue({ code: 'custom', message: PHONE_NUMBER_MESSAGES.invalid });
    return z.NEVER;
  });
