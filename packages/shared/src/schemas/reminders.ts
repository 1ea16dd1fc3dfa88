import { z } from 'zod';
import {
  REMINDER_CHANNELS,
  REMINDER_KINDS,
  REMINDER_OUTCOMES,
  REMINDER_REASONS,
} from '../rules/reminder-decisions';

/**
 * GET coaches/clients/{id}/reminders/ — one row of a client's reminder delivery log (issue 20):
 * what was decided for which reminder on which channel, and why. `local_time` is when it was
 * decided on the client's own clock (HH:MM); describeReminderDelivery words it.
 */
export const reminderDeliverySchema = z.object({
  id: z.number().int(),
  day: z.string(),
  reminder: z.enum(REMINDER_KINDS),
  channel: z.enum(REMINDER_CHANNELS),
  outcome: z.enum(REMINDER_OUTCOMES),
  reason: z.enum(REMINDER_REASONS),
  decided_at: z.string(),
  local_time: z.string(),
});
export type ReminderDelivery = z.infer<typeof reminderDeliverySchema>;
