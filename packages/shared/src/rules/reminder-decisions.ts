/*
 * Which reminders a client gets, on which channel, and why not (issue 20; the server's minute job
 * in modules/reminders runs this rule, docs/decisions/022-reminder-engine.md). The rules, in the
 * order they are applied to one reminder (`exercise` or `reflection`) on one local day:
 * 1. Not due before the client's reminder time (spec FAQ: exercises 8 am, reflections 5 pm, now
 *    chosen in Settings), nor before the day's exercises or reflection are generated when that is
 *    later: a reminder pointing at nothing is worse than a later one. Local time is read in the
 *    client's IANA zone, so a DST change moves the instant, never the wall-clock time.
 * 2. `feature_off`: the coach turned daily exercises (or self reflection) off after the day was made.
 * 3. `ignored`: no reflection today because the client left them unanswered for two weeks
 *    (PULSE_IGNORED_STOP_DAYS, the rule reflection generation applies): logged, nothing sent.
 *    Without a reflection for any other reason the reminder simply waits for it.
 * 4. `already_done`: all of today's exercises are done, or today's reflection is answered.
 * 5. `quiet_hours`: inside the client's quiet hours (start > end spans midnight; equal means
 *    none) the reminder waits for their end when that is still the same day and before the last
 *    call; otherwise it is skipped.
 * 6. `too_late`: past the last call (REMINDER_LAST_CALL_AT, or an hour after a later chosen
 *    time) with nothing decided yet, after downtime say.
 * 7. Per channel, in the order e-mail, text, push: e-mail with `allow_notice_emails`; text with
 *    `allow_notice_sms` and a valid number (`no_channel` without one); push with
 *    `allow_notice_push` and a device (left out without one: push is on by default and most
 *    clients never add a device). E-mail and text stop after REMINDER_INACTIVITY_DAYS without
 *    activity (`inactive`, spec FAQ); push only reaches a device the client set up and keeps going.
 *    When no channel is left: `no_consent` (all turned off) or `no_channel` (none reachable).
 * 8. `daily_cap`: at most REMINDER_DAILY_CAP messages a client a local day, across reminders and
 *    channels; the channels over it are skipped.
 * A decision that is due is final for the day: the server logs each channel once and never
 * decides that reminder again that day.
 */
import { REMINDER_DAILY_CAP, REMINDER_LAST_CALL_AT } from '../constants';
import { daysBetween, localMoment, minutesOfTime, REMINDER_INACTIVITY_DAYS } from './exercise-selection';
import { normalisePhoneNumber } from './phone-number';
import { PULSE_IGNORED_STOP_DAYS } from './pulse-scores';

export const REMINDER_KINDS = ['exercise', 'reflection'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Where a reminder goes; `none` logs a decision that concerns no single channel. */
export const REMINDER_CHANNELS = ['email', 'text', 'push', 'none'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

export const REMINDER_OUTCOMES = ['sent', 'skipped'] as const;
export type ReminderOutcome = (typeof REMINDER_OUTCOMES)[number];

export const REMINDER_REASONS = [
  'sent',
  'already_done',
  'quiet_hours',
  'daily_cap',
  'inactive',
  'ignored',
  'no_consent',
  'no_channel',
  'feature_off',
  'too_late',
] as const;
export type ReminderReason = (typeof REMINDER_REASONS)[number];

/** What the rule needs to know of one client and one reminder at one instant. */
export interface ReminderState {
  reminder: ReminderKind;
  now: Date;
  /** The client's IANA zone; one the runtime does not know reads as UTC. */
  timeZone: string;
  /** The client's chosen reminder time, HH:MM or HH:MM:SS. */
  remindAt: string;
  /** When the day's exercises or reflection are generated; the reminder never comes before. */
  readyAt?: string;
  quietHours: { start: string; end: string };
  /** The coach allows the feature (daily exercises, self reflection). */
  featureOn: boolean;
  /** Today's exercises or today's reflection exist. */
  exists: boolean;
  /** All of today's exercises are done, or today's reflection is answered. */
  done: boolean;
  /**
   * The oldest reflection left unanswered since the client's last answer (YYYY-MM-DD), or null:
   * the two-week stop counts from it, as reflection generation does.
   */
  ignoredSince?: string | null;
  /** The latest login, session use, completed exercise or answered reflection. */
  lastActiveAt: Date | null;
  /** Reminder messages already sent to the client this local day, all reminders and channels. */
  sentToday: number;
  consents: {
    email: boolean;
    text: boolean;
    phoneNumber: string;
    push: boolean;
    /** The client's registered devices. */
    devices: number;
  };
}

export interface ChannelDecision {
  channel: ReminderChannel;
  outcome: ReminderOutcome;
  reason: ReminderReason;
}

/** Not due now: `wait` for the time or the day's item, or `postponed` by quiet hours. */
export interface ReminderNotDue {
  due: false;
  day: string;
  why: 'before_time' | 'not_ready' | 'quiet_hours';
}

/** Decided for the day: one entry per channel (or one `none` entry). */
export interface ReminderDue {
  due: true;
  day: string;
  channels: ChannelDecision[];
}

export type ReminderDecision = ReminderNotDue | ReminderDue;

const MINUTES_A_DAY = 24 * 60;

/** The wall clock in `timeZone`, UTC when the runtime does not know the zone. */
function wallClock(now: Date, timeZone: string) {
  try {
    return localMoment(now, timeZone);
  } catch {
    return localMoment(now, 'UTC');
  }
}

/** Whether `minutes` falls in the quiet hours [start, end), which may span midnight. */
export function inQuietHours(minutes: number, quiet: { start: string; end: string }): boolean {
  const start = minutesOfTime(quiet.start);
  const end = minutesOfTime(quiet.end);
  if (start === end) return false;
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

/** Local minutes of the last call for a reminder due at `dueMinutes`. */
export function lastCallMinutes(dueMinutes: number): number {
  return Math.min(MINUTES_A_DAY, Math.max(minutesOfTime(REMINDER_LAST_CALL_AT), dueMinutes + 60));
}

/** Whether the client was active in the last REMINDER_INACTIVITY_DAYS at `now`. */
export function activeRecently(lastActiveAt: Date | null, now: Date): boolean {
  return (
    lastActiveAt !== null && now.getTime() - lastActiveAt.getTime() < REMINDER_INACTIVITY_DAYS * 86_400_000
  );
}

/** Whether reflections stopped on `day` for being ignored since `ignoredSince` (two weeks). */
export function reflectionsIgnored(ignoredSince: string | null | undefined, day: string): boolean {
  return !!ignoredSince && daysBetween(ignoredSince, day) >= PULSE_IGNORED_STOP_DAYS;
}

const skipAll = (day: string, reason: ReminderReason): ReminderDue => ({
  due: true,
  day,
  channels: [{ channel: 'none', outcome: 'skipped', reason }],
});

/** The decision for one reminder of one client at `state.now` (rules at the top of this file). */
export function decideReminder(state: ReminderState): ReminderDecision {
  const clock = wallClock(state.now, state.timeZone);
  const day = clock.date;
  const dueMinutes = Math.max(
    minutesOfTime(state.remindAt),
    state.readyAt === undefined ? 0 : minutesOfTime(state.readyAt),
  );
  if (clock.minutes < dueMinutes) return { due: false, day, why: 'before_time' };
  if (!state.exists) {
    if (state.reminder === 'reflection' && state.featureOn && reflectionsIgnored(state.ignoredSince, day))
      return skipAll(day, 'ignored');
    return { due: false, day, why: 'not_ready' };
  }
  if (!state.featureOn) return skipAll(day, 'feature_off');
  if (state.done) return skipAll(day, 'already_done');
  const lastCall = lastCallMinutes(dueMinutes);
  if (inQuietHours(clock.minutes, state.quietHours)) {
    const end = minutesOfTime(state.quietHours.end);
    // Quiet hours ending later today (not across midnight into tomorrow) only postpone.
    if (end > clock.minutes && end < lastCall) return { due: false, day, why: 'quiet_hours' };
    return skipAll(day, 'quiet_hours');
  }
  if (clock.minutes >= lastCall) return skipAll(day, 'too_late');

  const { consents } = state;
  const active = activeRecently(state.lastActiveAt, state.now);
  const wanted: Array<{ channel: ReminderChannel; reason: ReminderReason }> = [];
  if (consents.email) wanted.push({ channel: 'email', reason: active ? 'sent' : 'inactive' });
  if (consents.text) {
    const reachable = normalisePhoneNumber(consents.phoneNumber) !== null;
    wanted.push({ channel: 'text', reason: !reachable ? 'no_channel' : active ? 'sent' : 'inactive' });
  }
  if (consents.push && consents.devices > 0) wanted.push({ channel: 'push', reason: 'sent' });
  if (!wanted.length) {
    const anyConsent = consents.email || consents.text || consents.push;
    return skipAll(day, anyConsent ? 'no_channel' : 'no_consent');
  }
  let sent = state.sentToday;
  const channels = wanted.map(({ channel, reason }): ChannelDecision => {
    if (reason !== 'sent') return { channel, outcome: 'skipped', reason };
    if (sent >= REMINDER_DAILY_CAP) return { channel, outcome: 'skipped', reason: 'daily_cap' };
    sent += 1;
    return { channel, outcome: 'sent', reason: 'sent' };
  });
  return { due: true, day, channels };
}

const KIND_NAMES: Record<ReminderKind, string> = {
  exercise: 'Exercise reminder',
  reflection: 'Reflection reminder',
};

const CHANNEL_NAMES: Record<ReminderChannel, string> = {
  email: 'e-mail',
  text: 'text',
  push: 'push notification',
  none: '',
};

/** Why a reminder was skipped, as the coach reads it. */
export const REMINDER_REASON_TEXTS: Record<ReminderReason, string> = {
  sent: 'sent',
  already_done: 'already done',
  quiet_hours: 'quiet hours',
  daily_cap: 'daily limit reached',
  inactive: 'inactive for two weeks',
  ignored: 'reflections ignored for two weeks',
  no_consent: 'reminders turned off',
  no_channel: 'no phone number or device to send to',
  feature_off: 'turned off by the coach',
  too_late: 'too late in the day',
};

/**
 * One delivery-log row as a sentence: "Exercise reminder sent by e-mail", "Reflection reminder
 * skipped: already done", "Exercise reminder by text skipped: inactive for two weeks".
 */
export function describeReminderDelivery(row: {
  reminder: ReminderKind;
  channel: ReminderChannel;
  outcome: ReminderOutcome;
  reason: ReminderReason;
}): string {
  const kind = KIND_NAMES[row.reminder];
  if (row.outcome === 'sent') return `${kind} sent by ${CHANNEL_NAMES[row.channel]}`;
  const by = row.channel === 'none' ? '' : ` by ${CHANNEL_NAMES[row.channel]}`;
  return `${kind}${by} skipped: ${REMINDER_REASON_TEXTS[row.reason]}`;
}
