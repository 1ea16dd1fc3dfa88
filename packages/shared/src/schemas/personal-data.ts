import { z } from 'zod';
import { PERSONAL_DATA_MESSAGES } from '../messages';

/** POST clients/account-deletion/: the client confirms with their password. */
export const accountDeletionRequestSchema = z.object({
  password: z
    .string({ error: PERSONAL_DATA_MESSAGES.passwordRequired })
    .min(1, { error: PERSONAL_DATA_MESSAGES.passwordRequired })
    .max(128),
});
export type AccountDeletionRequest = z.infer<typeof accountDeletionRequestSchema>;

/** A scheduled deletion: when it was asked for and when the account goes. */
export const accountDeletionSchema = z.object({
  requested_at: z.string(),
  delete_after: z.string(),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

/** GET clients/account-deletion/: the scheduled deletion, or null. */
export const accountDeletionStateSchema = z.object({ deletion: accountDeletionSchema.nullable() });
export type AccountDeletionState = z.infer<typeof accountDeletionStateSchema>;
