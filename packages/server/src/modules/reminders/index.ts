/**
 * The reminders module's door (issue 20, decision 022): one engine deciding the exercise and
 * reflection reminders per client and channel, its delivery log and the coach's view of it.
 */
export { runReminders } from './reminders.engine';
export { queueReminderPush, queueReminderText } from './reminder-messages';
export { reminderJobs, RETIRED_REMINDER_JOBS, SEND_REMINDERS } from './reminders.jobs';
export { remindersRoutes } from './reminders.routes';
