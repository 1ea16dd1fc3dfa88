import {
  CLIENT_MESSAGES,
  MAX_PROFILE_IMAGE_BYTES,
  PROFILE_IMAGE_TYPES,
  formatPhoneNumber,
  isKnownTimeZone,
  normalisePhoneNumber,
  normaliseDays,
  textRemindersProblem,
  type User,
  type UserPatch,
} from '@tandem/shared';

/** Day chips, 0 Monday to 6 Sunday. */
export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Reward options (spec section 9). */
export const REWARD_CHOICES = [
  { value: 'img', label: 'Funny memes and gifs' },
  { value: 'quote', label: 'Inspiring quotes' },
  { value: 'any', label: 'Any' },
  { value: 'none', label: 'None' },
] as const satisfies readonly { value: User['reward']; label: string }[];

/** The time pickers' default (spec section 5). */
const DEFAULT_TIME = '10:00';

/** The server's text for a file that is not an image; the web says the same before uploading. */
export const NOT_AN_IMAGE =
  'Upload a valid image. The file you uploaded was either not an image or a corrupted image.';
export const IMAGE_TOO_LARGE = `The image must be at most ${MAX_PROFILE_IMAGE_BYTES / (1024 * 1024)} MB.`;

/** Why this file cannot be the profile image, or null when it can. */
export function profileImageProblem(file: File): string | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return NOT_AN_IMAGE;
  if (file.size > MAX_PROFILE_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  return null;
}

/** Spec section 2: the exercise and reflection settings show only when the profile allows either. */
export function showsSystemSettings(user: User): boolean {
  return Boolean(user.profile?.allow_daily_exercises || user.profile?.allow_self_reflect);
}

export interface SystemSettingsValues {
  timezone: string;
  /** Day numbers as chip values ('0' Monday to '6' Sunday). */
  work_week: string[];
  /** 'HH:MM', 24-hour; the pickers show 12-hour with AM/PM. */
  generate_exercises_at: string;
  generate_pulse_on: string[];
  generate_pulse_at: string;
}

const toChips = (days: readonly number[]) => normaliseDays(days).map(String);
const toDays = (chips: readonly string[]) => normaliseDays(chips.map(Number));
const toMinutes = (time: string) => (time || DEFAULT_TIME).slice(0, 5);

export function initialSystemSettings(user: User): SystemSettingsValues {
  return {
    timezone: user.timezone,
    work_week: toChips(user.work_week),
    generate_exercises_at: toMinutes(user.generate_exercises_at),
    generate_pulse_on: toChips(user.generate_pulse_on),
    generate_pulse_at: toMinutes(user.generate_pulse_at),
  };
}

export function systemSettingsErrors(values: SystemSettingsValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isKnownTimeZone(values.timezone)) errors.timezone = 'Select a valid time zone.';
  if (values.work_week.length === 0) errors.work_week = CLIENT_MESSAGES.selectWorkWeek;
  return errors;
}

/** The PATCH body: the time zone and work week, plus the times of the features the profile has. */
export function systemSettingsPatch(user: User, values: SystemSettingsValues): UserPatch {
  return {
    timezone: values.timezone,
    work_week: toDays(values.work_week),
    ...(user.profile?.allow_daily_exercises && {
      generate_exercises_at: toMinutes(values.generate_exercises_at),
    }),
    ...(user.profile?.allow_self_reflect && {
      generate_pulse_on: toDays(values.generate_pulse_on),
      generate_pulse_at: toMinutes(values.generate_pulse_at),
    }),
  };
}

export interface NotificationValues {
  allow_notice_emails: boolean;
  allow_notice_sms: boolean;
  allow_volume: boolean;
  /**
   * As typed: a US number without its country code, or any number with its `+` code. Sent as
   * E.164 (`+14155552671`: US numbers go prefixed with 1, spec section 9).
   */
  phone_number: string;
}

export function initialNotifications(user: User): NotificationValues {
  return {
    allow_notice_emails: user.allow_notice_emails,
    allow_notice_sms: user.allow_notice_sms,
    allow_volume: user.allow_volume,
    phone_number: formatPhoneNumber(user.phone_number),
  };
}

/** Text notices need a valid number (the shared rule the server checks too). */
export function notificationErrors(values: NotificationValues): Record<string, string> {
  const problem = textRemindersProblem(values);
  return problem ? { phone_number: problem } : {};
}

/** The PATCH body; the phone number goes along, as E.164, only with text notices on. */
export function notificationsPatch(values: NotificationValues): UserPatch {
  return {
    allow_notice_emails: values.allow_notice_emails,
    allow_notice_sms: values.allow_notice_sms,
    allow_volume: values.allow_volume,
    ...(values.allow_notice_sms && {
      phone_number: normalisePhoneNumber(values.phone_number) ?? values.phone_number.trim(),
    }),
  };
}

/** Reminder times, quiet hours, push and usage statistics (issue 20), beside the notices. */
export interface ReminderValues {
  allow_notice_push: boolean;
  allow_analytics: boolean;
  /** HH:MM on the user's own clock. */
  exercise_reminder_at: string;
  reflection_reminder_at: string;
  quiet_hours_start: string;
  quiet_hours_end: string;
}

export function initialReminders(user: User): ReminderValues {
  return {
    allow_notice_push: user.allow_notice_push,
    allow_analytics: user.allow_analytics,
    exercise_reminder_at: user.exercise_reminder_at,
    reflection_reminder_at: user.reflection_reminder_at,
    quiet_hours_start: user.quiet_hours_start,
    quiet_hours_end: user.quiet_hours_end,
  };
}

/** The reminder part of the PATCH body; a cleared time keeps the stored one. */
export function remindersPatch(values: ReminderValues, user: User): UserPatch {
  const time = (value: string, stored: string) => (value || stored).slice(0, 5);
  return {
    allow_notice_push: values.allow_notice_push,
    allow_analytics: values.allow_analytics,
    exercise_reminder_at: time(values.exercise_reminder_at, user.exercise_reminder_at),
    reflection_reminder_at: time(values.reflection_reminder_at, user.reflection_reminder_at),
    quiet_hours_start: time(values.quiet_hours_start, user.quiet_hours_start),
    quiet_hours_end: time(values.quiet_hours_end, user.quiet_hours_end),
  };
}
