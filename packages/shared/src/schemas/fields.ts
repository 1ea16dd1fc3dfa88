import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants/accounts';

/* Field builders several schema files share (one definition each). */

export const id = z.number().int().positive();
export const required = (max: number, message = 'This field may not be blank.') =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max);
export const queryId = z.coerce.number().int().positive();
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
