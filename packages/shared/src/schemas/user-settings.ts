import { z } from 'zod';
import { REWARD_PREFERENCES } from '../constants/accounts';
import { isKnownTimeZone } from '../rules/time-zones';
import { dayNumber, hourMinute, timeOfDay } from './accounts';
import { emailAddress as email } from './fields';
import { phoneNumber } from './phone-field';
import { ACCOUNT_MESSAGES } from '../messages';

/**
 * PATCH user/{id} — the user's own settings. Unknown keys are ignored, like DRF serializers.
 * `phone_number` is stored as E.164 ('' for none); text reminders need one, which the server
 * checks against the stored number too (a PATCH may send either field alone).
 */
export const userPatchSchema = z
  .object({
    email,
    first_name: z.string().trim().min(1, { error: 'This field may not be blank.' }).max(150),
    last_name: z.string().trim().min(1, { error: 'This field may not be blank.' }).max(150),
    onboarded: z.boolean(),
    tour_completed: z.boolean(),
    phone_number: phoneNumber,
    timezone: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .refine(isKnownTimeZone, { error: 'Select a valid time zone.' }),
    work_week: z.array(dayNumber).max(7),
    generate_exercises_at: timeOfDay,
    generate_pulse_on: z.array(dayNumber).max(7),
    generate_pulse_at: timeOfDay,
    allow_notice_emails: z.boolean(),
    allow_notice_sms: z.boolean(),
    allow_notice_push: z.boolean(),
    allow_analytics: z.boolean(),
    exercise_reminder_at: hourMinute,
    reflection_reminder_at: hourMinute,
    quiet_hours_start: hourMinute,
    quiet_hours_end: hourMinute,
    allow_volume: z.boolean(),
    raffle_opt_in: z.boolean(),
    reward: z.enum(REWARD_PREFERENCES),
    /** Asked with a new `email` (issue 39): a stolen session alone cannot move the account. */
    current_password: z.string().max(1024),
  })
  .partial();
export type UserPatch = z.infer<typeof userPatchSchema>;

/** The Settings form that changes the e-mail: the new address and the current password. */
export const emailChangeSchema = z.object({
  email,
  current_password: z
    .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
    .min(1, { error: ACCOUNT_MESSAGES.currentPasswordRequired })
    .max(1024),
});
export type EmailChange = z.input<typeof emailChangeSchema>;

/** POST user/undo_email_change/ — the token of the link mailed to the old address. */
export const emailChangeUndoSchema = z.object({ token: z.string().min(1).max(200) });
export type EmailChangeUndo = z.infer<typeof emailChangeUndoSchema>;

/** GET sessions/ — one of the caller's live sessions (a device or browser logged in). */
export const sessionSummarySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** The browser's User-Agent at login; null for sessions from before it was recorded. */
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  /** The session this request came from. */
  current: z.boolean(),
  /** Opened by an admin or an owner acting as the user. */
  impersonation: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;
