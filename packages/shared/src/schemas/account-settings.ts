import { z } from 'zod';
import { id } from './fields';
import { ACCOUNT_MESSAGES } from '../messages';
import { MIN_PASSWORD_LENGTH } from '../constants/accounts';

const filled = z
  .string({ error: ACCOUNT_MESSAGES.fillAllFields })
  .min(1, { error: ACCOUNT_MESSAGES.fillAllFields });
const newPassword = filled
  .min(MIN_PASSWORD_LENGTH, { error: `Use at least ${MIN_PASSWORD_LENGTH} characters.` })
  .max(1024);

/** POST user/{id}/set_password/ — the other sessions of the user are revoked. */
export const setPasswordSchema = z
  .object({ old_password: filled.max(1024), password: newPassword, confirmation: filled.max(1024) })
  .refine((v) => v.password === v.confirmation, {
    path: ['confirmation'],
    error: ACCOUNT_MESSAGES.passwordMismatch,
  });
export type SetPassword = z.input<typeof setPasswordSchema>;

/** POST user/request_password_change/ — answers the same whether or not the account exists. */
export const passwordResetRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Enter a valid email address.' }).max(254)),
});

/** POST user/reset_password/ — a valid token sets the password and logs in (`{token, id}`). */
export const passwordResetSchema = z
  .object({ token: z.string().min(1).max(200), password: newPassword, confirmation: filled.max(1024) })
  .refine((v) => v.password === v.confirmation, {
    path: ['confirmation'],
    error: ACCOUNT_MESSAGES.confirmationMismatch,
  });
export type PasswordReset = z.input<typeof passwordResetSchema>;

/** POST user/{id}/change_habit_program/ — areas of focus must not repeat. */
export const changeHabitProgramSchema = z.object({
  habit_program: id,
  areas_of_focus: z
    .array(id)
    .max(50)
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, { error: ACCOUNT_MESSAGES.duplicateAreas }),
});
export type ChangeHabitProgram = z.input<typeof changeHabitProgramSchema>;

/** Image uploads for the profile picture: what the server accepts. */
export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const MAX_PROFILE_IMAGE_BYTES = 5 * 1024 * 1024;

/** GET clients/subscriptions/ — the client's plan subscription (cancel with DELETE). */
export const clientSubscriptionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.number().int(),
  scheduled_invoice_at: z.string().nullable(),
  canceled: z.boolean(),
});
export type ClientSubscription = z.infer<typeof clientSubscriptionSchema>;

/** GET owners/subscriptions/?current=true — the owner's own plan; cancel stops renewing. */
export const ownerSubscriptionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  created_at: z.string(),
  renewing: z.boolean(),
  scheduled_invoice_at: z.string().nullable(),
  canceled: z.boolean(),
  /** The payment provider's status: active, past_due (a renewal failed), canceled … */
  status: z.string(),
  /** Whether the offline test provider holds it, so Settings offers its test controls. */
  test_mode: z.boolean(),
});
export type OwnerSubscription = z.infer<typeof ownerSubscriptionSchema>;

/** What the offline test provider's control does to a package: renew it now, or end it. */
export const TEST_SUBSCRIPTION_EVENTS = ['renewal', 'cancellation'] as const;
export type TestSubscriptionEvent = (typeof TEST_SUBSCRIPTION_EVENTS)[number];
/** POST owners/subscriptions/{id}/simulate/ (test mode only). */
export const simulateSubscriptionEventSchema = z.object({ event: z.enum(TEST_SUBSCRIPTION_EVENTS) });
export type SimulateSubscriptionEvent = z.infer<typeof simulateSubscriptionEventSchema>;
