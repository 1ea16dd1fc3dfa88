import { z } from 'zod';

/* Field builders several schema files share (one definition each). */

export const id = z.number().int().positive();
export const required = (max: number, message = 'This field may not be blank.') =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max);
export const queryId = z.coerce.number().int().positive();
export const queryBool = z.enum(['true', 'false']).transform((value) => value === 'true');
export const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A person's or a group's name as typed in a form. */
export const name = z.string().trim().min(1, { error: 'This field may not be blank.' }).max(150);
