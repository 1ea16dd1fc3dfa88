import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants/accounts';
import { MESSAGES } from '../messages';

/* Field builders several schema files share (one definition each). */

/**
 * PostgreSQL's `integer`, the type of every id column and of every whole-number column a request
 * writes. A number past it reached the database and answered 500 ("out of range for type
 * integer"); refused by the schema it is a 400 like any other bad value (issue 39).
 */
export const MAX_INTEGER = 2_147_483_647;
/** DRF's words for a number past a field's maximum. */
export const tooLarge = (max: number) => `Ensure this value is less than or equal to ${max}.`;
/** A whole number bounded to an `integer` column (`min` defaults to 0). */
export const integer = (min = 0, max = MAX_INTEGER) =>
  z
    .number()
    .int()
    .min(min)
    .max(max, { error: tooLarge(max) });
/** The same, read from a query string. */
export const queryInteger = (min = 0, max = MAX_INTEGER) =>
  z.coerce
    .number()
    .int()
    .min(min)
    .max(max, { error: tooLarge(max) });
/** An id (or a reference to one) in a JSON body: 1 to the `integer` column's largest value. */
export const id = integer(1);
/** An id in a path or a query string. */
export const queryId = queryInteger(1);
/**
 * A message id: the only `bigint` id a request names (messages.id; page views' bigint id is
 * never read back). Whatever JavaScript holds exactly fits a bigint.
 */
export const queryBigId = z.coerce.number().int().positive();
/** `{id}` in a path. */
export const idParams = z.object({ id: queryId });
export const required = (max: number, message = 'This field may not be blank.') =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max);
export const queryBool = z.enum(['true', 'false']).transform((value) => value === 'true');
export const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A person's or a group's name as typed in a form. */
export const name = z.string().trim().min(1, { error: 'This field may not be blank.' }).max(150);
/** An e-mail address as typed: trimmed and lower-cased, then checked (the users table keeps it so). */
export const emailAddress = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address.' }).max(254));
/** A password chosen at sign-up. */
export const newPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { error: `Use at least ${MIN_PASSWORD_LENGTH} characters.` })
  .max(1024);

const webPage = z.url({ protocol: /^https?$/, hostname: /^(localhost|\[[0-9a-f:.]+\]|[^.]+(\.[^.]+)+)$/i });
/**
 * Whether a typed link is a web page: http or https, on a host name (a domain, `localhost` or an
 * IP address). The web shows these as links and frames, so `javascript:`, `data:` and the like
 * would run in our pages (issue 39); Django's URLValidator draws the same line.
 */
export const isWebUrl = (value: string): boolean => webPage.safeParse(value).success;
/** A link a person types (a resource, a lesson's frame, a campaign's page, a call to action). */
export const webUrl = (max = 2000) =>
  z.string().trim().max(max).refine(isWebUrl, { error: MESSAGES.invalidUrl });
/** The same, or left blank. */
export const optionalWebUrl = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => value === '' || isWebUrl(value), { error: MESSAGES.invalidUrl });
