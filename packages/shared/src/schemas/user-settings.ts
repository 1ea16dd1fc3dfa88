import { z } from 'zod';
import { REWARD_PREFERENCES } from '../constants/accounts';
import { isKnownTimeZone } from '../rules/time-zones';
import { dayNumber, hourMinute, timeOfDay } from './accounts';
import { emailAddress as email } from './fields';
import { phoneNumber } from './phone-field';

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
  })
  .partial();
export type UserPatch = z.infer<typeof userPatchSchema>;
