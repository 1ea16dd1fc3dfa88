import { z } from 'zod';
import { CLIENT_MESSAGES } from '../messages';
import { REWARD_PREFERENCES } from '../constants/accounts';
import { isKnownTimeZone } from '../rules/time-zones';
import { emailAddress as email, id, name, newPassword } from './fields';
import { phoneNumber } from './phone-field';
import { textRemindersProblem } from '../rules/phone-number';

const dayNumber = z.number().int().min(0).max(6);
const timeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: 'Enter a valid time (HH:MM).' });

/**
 * POST client/offering/ — the sign-up wizard's payload. Exactly one of `invitation`, `offering`
 * or `sub_domain` says what the client signs up for.
 */
export const clientSignUpSchema = z
  .object({
    first_name: name,
    last_name: name,
    email,
    email_confirmation: z.string().trim().toLowerCase(),
    password: newPassword,
    password_confirmation: z.string(),
    timezone: z.string().refine(isKnownTimeZone, { error: 'Select a valid time zone.' }),
    work_week: z.array(dayNumber).min(1, { error: CLIENT_MESSAGES.selectWorkWeek }).max(7),
    generate_exercises_at: timeOfDay.default('06:00'),
    generate_pulse_on: z.array(dayNumber).max(7).default([0, 1, 2, 3, 4]),
    generate_pulse_at: timeOfDay.default('20:00'),
    raffle_opt_in: z.boolean().default(true),
    reward: z.enum(REWARD_PREFERENCES).default('any'),
    allow_notice_sms: z.boolean().default(false),
    /** E.164 once parsed; any valid way of typing it is accepted (rules/phone-number.ts). */
    phone_number: phoneNumber.default(''),
    areas: z.array(id).max(50).default([]),
    invitation: z.string().trim().max(100).nullish(),
    offering: id.nullish(),
    /** The plan's code from its link, required with `offering`. */
    promo: z.string().trim().max(64).nullish(),
    sub_domain: z.string().trim().max(63).nullish(),
    habit: z.unknown().optional(),
    stripe_token: z.string().nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.email !== value.email_confirmation) {
      ctx.addIssue({
        code: 'custom',
        path: ['email_confirmation'],
        message: CLIENT_MESSAGES.emailConfirmationMismatch,
      });
    }
    if (value.password !== value.password_confirmation) {
      ctx.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message: CLIENT_MESSAGES.passwordConfirmationMismatch,
      });
    }
    const textProblem = textRemindersProblem(value);
    if (textProblem) ctx.addIssue({ code: 'custom', path: ['phone_number'], message: textProblem });
  });
export type ClientSignUp = z.input<typeof clientSignUpSchema>;
