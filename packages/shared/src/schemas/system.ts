import { z } from 'zod';

/**
 * GET system/demo-passwords/ (staff only): the demo accounts of this install whose password is
 * still the published demo one, so staff see at once that anyone may sign in as them (issue 39).
 * Empty once every one of them has been given a password of its own (or deleted).
 */
export const demoPasswordsSchema = z.object({
  accounts: z.array(z.object({ id: z.number().int(), email: z.string(), is_staff: z.boolean() })),
});
export type DemoPasswords = z.infer<typeof demoPasswordsSchema>;
