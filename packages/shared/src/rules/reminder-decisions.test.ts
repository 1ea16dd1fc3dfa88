import { describe, expect, it } from 'vitest';
import { REMINDER_DAILY_CAP } from '../constants';
import {
  decideReminder,
  describeReminderDelivery,
  inQuietHours,
  REMINDER_REASON_TEXTS,
  REMINDER_REASONS,
  type ReminderState,
} from './reminder-decisions';

/** A UTC client with an open exercise day, active yesterday, taking e-mail only. */
function state(overrides: Partial<ReminderState> = {}): ReminderState {
  return {
    reminder: 'exercise',
    now: new Date('2026-11-23T09:00:00Z'),
    timeZone: 'UTC',
    remindAt: '08:00',
    readyAt: '06:00',
    quietHours: { start: '21:00', end: '07:00' },
    featureOn: true,
    exists: true,
    done: false,
    ignoredSince: null,
    lastActiveAt: new Date('2026-11-22T10:00:00Z'),
    sentToday: 0,
    consents: { email: true, text: false, phoneNumber: '', push: true, devices: 0 },
    ...overrides,
  };
}
const at = (iso: string) => new Date(iso);
const sentBy = (...channels: string[]) =>
  channels.map((channel) => ({ channel, outcome: 'sent', reason: 'sent' }));
const skipped = (reason: string, channel = 'none') => [{ channel, outcome: 'skipped', reason }];

describe('decideReminder: when', () => {
  it('is not due before the reminder time and sends at it', () => {
    expect(decideReminder(state({ now: at('2026-11-23T07:59:00Z') }))).toEqual({
      due: false,
      day: '2026-11-23',
      why: 'before_time',
    });
    expect(decideReminder(state({ now: at('2026-11-23T08:00:00Z') }))).toEqual({
      due: true,
      day: '2026-11-23',
      channels: sentBy('email'),
    });
  });

  it('waits for a generation time later than the reminder time, and for the day to exist', () => {
    expect(decideReminder(state({ readyAt: '10:30', now: at('2026-11-23T10:29:00Z') })).due).toBe(false);
    expect(decideReminder(state({ readyAt: '10:30', now: at('2026-11-23T10:30:00Z') })).due).toBe(true);
    expect(decideReminder(state({ exists: false }))).toMatchObject({ due: false, why: 'not_ready' });
  });

  it("reads the time in the client's zone and gives their local day", () => {
    // 08:00 in Chicago (UTC-6) is 14:00 UTC; at 03:00 UTC it is still the day before there.
    const chicago = { timeZone: 'America/Chicago' };
    expect(decideReminder(state({ ...chicago, now: at('2026-11-23T13:59:00Z') })).due).toBe(false);
    expect(decideReminder(state({ ...chicago, now: at('2026-11-23T14:00:00Z') }))).toMatchObject({
      due: true,
      day: '2026-11-23',
    });
    expect(
      decideReminder(state({ timeZone: 'Pacific/Kiritimati', now: at('2026-11-23T19:00:00Z') })),
    ).toMatchObject({
      day: '2026-11-24',
    });
    // An unknown zone reads as UTC.
    expect(decideReminder(state({ timeZone: 'Mars/Olympus', now: at('2026-11-23T08:00:00Z') })).due).toBe(
      true,
    );
  });

  it('keeps the wall-clock time on the day New York springs forward (2026-03-08)', () => {
    const ny = { timeZone: 'America/New_York' };
    // EDT (UTC-4) from 02:00 local: 08:00 is 12:00 UTC that day, 13:00 UTC the day before.
    expect(decideReminder(state({ ...ny, now: at('2026-03-07T12:59:00Z') })).due).toBe(false);
    expect(decideReminder(state({ ...ny, now: at('2026-03-07T13:00:00Z') })).due).toBe(true);
    expect(decideReminder(state({ ...ny, now: at('2026-03-08T11:59:00Z') })).due).toBe(false);
    expect(decideReminder(state({ ...ny, now: at('2026-03-08T12:00:00Z') }))).toMatchObject({
      due: true,
      day: '2026-03-08',
    });
    // A time in the hour that does not exist (02:30) comes at 03:00, the first minute after it.
    const skippedHour = {
      ...ny,
      remindAt: '02:30',
      readyAt: '00:00',
      quietHours: { start: '00:00', end: '00:00' },
    };
    expect(decideReminder(state({ ...skippedHour, now: at('2026-03-08T06:59:00Z') })).due).toBe(false);
    expect(decideReminder(state({ ...skippedHour, now: at('2026-03-08T07:00:00Z') })).due).toBe(true);
  });

  it('keeps the wall-clock time on the day Berlin falls back (2026-10-25)', () => {
    const berlin = {
      timeZone: 'Europe/Berlin',
      reminder: 'reflection' as const,
      remindAt: '17:00',
      readyAt: '16:00',
    };
    // CEST (UTC+2) until 03:00 local, then CET (UTC+1): 17:00 is 16:00 UTC, 15:00 UTC the day before.
    expect(decideReminder(state({ ...berlin, now: at('2026-10-24T14:59:00Z') })).due).toBe(false);
    expect(decideReminder(state({ ...berlin, now: at('2026-10-24T15:00:00Z') })).due).toBe(true);
    expect(decideReminder(state({ ...berlin, now: at('2026-10-25T15:59:00Z') })).due).toBe(false);
    expect(decideReminder(state({ ...berlin, now: at('2026-10-25T16:00:00Z') }))).toMatchObject({
      due: true,
      day: '2026-10-25',
    });
    // The morning reminder: 08:00 CET is 07:00 UTC.
    const morning = { timeZone: 'Europe/Berlin' };
    expect(decideReminder(state({ ...morning, now: at('2026-10-25T06:59:00Z') })).due).toBe(false);
    expect(decideReminder(state({ ...morning, now: at('2026-10-25T07:00:00Z') })).due).toBe(true);
  });

  it('skips a reminder not decided by the last call (22:00, or an hour after a later time)', () => {
    const noQuiet = { quietHours: { start: '00:00', end: '00:00' } };
    expect(decideReminder(state({ ...noQuiet, now: at('2026-11-23T21:59:00Z') })).due).toBe(true);
    expect(decideReminder(state({ ...noQuiet, now: at('2026-11-23T22:00:00Z') }))).toMatchObject({
      channels: skipped('too_late'),
    });
    const late = { ...noQuiet, remindAt: '22:30' };
    expect(decideReminder(state({ ...late, now: at('2026-11-23T23:00:00Z') }))).toMatchObject({
      channels: sentBy('email'),
    });
    expect(decideReminder(state({ ...late, now: at('2026-11-23T23:30:00Z') }))).toMatchObject({
      channels: skipped('too_late'),
    });
  });
});

describe('decideReminder: quiet hours', () => {
  it('knows quiet hours across midnight, within a day, and none when start equals end', () => {
    const overnight = { start: '21:00', end: '07:00' };
    expect(
      [20 * 60 + 59, 21 * 60, 23 * 60, 0, 6 * 60 + 59, 7 * 60].map((m) => inQuietHours(m, overnight)),
    ).toEqual([false, true, true, true, true, false]);
    const lunch = { start: '12:00', end: '13:30' };
    expect([11 * 60 + 59, 12 * 60, 13 * 60 + 29, 13 * 60 + 30].map((m) => inQuietHours(m, lunch))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(inQuietHours(12 * 60, { start: '12:00', end: '12:00' })).toBe(false);
  });

  it('postpones a reminder due in quiet hours until they end the same day', () => {
    const early = { remindAt: '06:00', readyAt: '00:00' };
    expect(decideReminder(state({ ...early, now: at('2026-11-23T06:30:00Z') }))).toEqual({
      due: false,
      day: '2026-11-23',
      why: 'quiet_hours',
    });
    expect(decideReminder(state({ ...early, now: at('2026-11-23T07:00:00Z') }))).toMatchObject({
      due: true,
      channels: sentBy('email'),
    });
  });

  it('skips it when quiet hours run into the next day or past the last call', () => {
    // 21:30 falls in 21:00–07:00: the end is tomorrow.
    expect(decideReminder(state({ remindAt: '21:30', now: at('2026-11-23T21:40:00Z') }))).toMatchObject({
      due: true,
      day: '2026-11-23',
      channels: skipped('quiet_hours'),
    });
    // Quiet 19:00–23:00 ends after the 22:00 last call.
    const evening = { quietHours: { start: '19:00', end: '23:00' }, remindAt: '19:30' };
    expect(decideReminder(state({ ...evening, now: at('2026-11-23T19:30:00Z') }))).toMatchObject({
      channels: skipped('quiet_hours'),
    });
  });

  it("uses the client's zone for quiet hours", () => {
    // 07:30 in Los Angeles is 15:30 UTC: quiet ends at 08:00 there.
    const la = {
      timeZone: 'America/Los_Angeles',
      remindAt: '07:00',
      readyAt: '00:00',
      quietHours: { start: '22:00', end: '08:00' },
    };
    expect(decideReminder(state({ ...la, now: at('2026-11-23T15:30:00Z') }))).toMatchObject({
      why: 'quiet_hours',
    });
    expect(decideReminder(state({ ...la, now: at('2026-11-23T16:00:00Z') }))).toMatchObject({ due: true });
  });
});

describe('decideReminder: whether', () => {
  it('skips once today is done: all exercises, or the reflection answered', () => {
    expect(decideReminder(state({ done: true }))).toMatchObject({ channels: skipped('already_done') });
    expect(
      decideReminder(
        state({ reminder: 'reflection', remindAt: '17:00', now: at('2026-11-23T17:00:00Z'), done: true }),
      ),
    ).toMatchObject({ channels: skipped('already_done') });
  });

  it('skips when the coach turned the feature off after the day was made', () => {
    expect(decideReminder(state({ featureOn: false }))).toMatchObject({ channels: skipped('feature_off') });
  });

  it('stops e-mail and text after two weeks inactive, and keeps push', () => {
    const consents = { email: true, text: true, phoneNumber: '+14155552671', push: true, devices: 1 };
    const now = at('2026-11-23T09:00:00Z');
    expect(decideReminder(state({ consents, now, lastActiveAt: at('2026-11-09T09:01:00Z') }))).toMatchObject({
      channels: sentBy('email', 'text', 'push'),
    });
    expect(decideReminder(state({ consents, now, lastActiveAt: at('2026-11-09T09:00:00Z') }))).toMatchObject({
      channels: [
        { channel: 'email', outcome: 'skipped', reason: 'inactive' },
        { channel: 'text', outcome: 'skipped', reason: 'inactive' },
        { channel: 'push', outcome: 'sent', reason: 'sent' },
      ],
    });
    expect(decideReminder(state({ lastActiveAt: null }))).toMatchObject({
      channels: skipped('inactive', 'email'),
    });
  });

  it('stops reflection reminders after two weeks of ignored reflections', () => {
    const reflection = {
      reminder: 'reflection' as const,
      remindAt: '17:00',
      readyAt: '18:00',
      now: at('2026-11-23T18:00:00Z'),
      exists: false,
    };
    expect(decideReminder(state({ ...reflection, ignoredSince: '2026-11-09' }))).toMatchObject({
      due: true,
      channels: skipped('ignored'),
    });
    // 13 days: generation is only late; wait for it.
    expect(decideReminder(state({ ...reflection, ignoredSince: '2026-11-10' }))).toMatchObject({
      due: false,
      why: 'not_ready',
    });
    expect(
      decideReminder(state({ ...reflection, ignoredSince: '2026-11-09', now: at('2026-11-23T17:59:00Z') }))
        .due,
    ).toBe(false);
  });
});

describe('decideReminder: channels and the cap', () => {
  it('texts only with the tick and a valid number; pushes only with a device', () => {
    const decide = (consents: Partial<ReminderState['consents']>) =>
      decideReminder(state({ consents: { ...state().consents, ...consents } }));
    expect(decide({ text: true, phoneNumber: '14155552671' })).toMatchObject({
      channels: sentBy('email', 'text'),
    });
    expect(decide({ text: true, phoneNumber: '15551234567' })).toMatchObject({
      channels: [
        { channel: 'email', outcome: 'sent', reason: 'sent' },
        { channel: 'text', outcome: 'skipped', reason: 'no_channel' },
      ],
    });
    expect(decide({ text: false, phoneNumber: '+14155552671' })).toMatchObject({ channels: sentBy('email') });
    expect(decide({ email: false, devices: 2 })).toMatchObject({ channels: sentBy('push') });
    expect(decide({ email: false, push: false, devices: 2 })).toMatchObject({
      channels: skipped('no_consent'),
    });
    expect(decide({ email: false, push: true, devices: 0 })).toMatchObject({
      channels: skipped('no_channel'),
    });
  });

  it('sends at most the daily cap across reminders and channels', () => {
    const all = { email: true, text: true, phoneNumber: '+14155552671', push: true, devices: 1 };
    expect(decideReminder(state({ consents: all, sentToday: REMINDER_DAILY_CAP - 2 }))).toMatchObject({
      channels: [
        { channel: 'email', outcome: 'sent', reason: 'sent' },
        { channel: 'text', outcome: 'sent', reason: 'sent' },
        { channel: 'push', outcome: 'skipped', reason: 'daily_cap' },
      ],
    });
    expect(decideReminder(state({ sentToday: REMINDER_DAILY_CAP }))).toMatchObject({
      channels: skipped('daily_cap', 'email'),
    });
  });
});

describe('describeReminderDelivery', () => {
  it('has a text for every reason and reads as a sentence', () => {
    for (const reason of REMINDER_REASONS) expect(REMINDER_REASON_TEXTS[reason]).toBeTruthy();
    expect(
      describeReminderDelivery({ reminder: 'exercise', channel: 'email', outcome: 'sent', reason: 'sent' }),
    ).toBe('Exercise reminder sent by e-mail');
    expect(
      describeReminderDelivery({
        reminder: 'reflection',
        channel: 'none',
        outcome: 'skipped',
        reason: 'already_done',
      }),
    ).toBe('Reflection reminder skipped: already done');
    expect(
      describeReminderDelivery({
        reminder: 'exercise',
        channel: 'text',
        outcome: 'skipped',
        reason: 'inactive',
      }),
    ).toBe('Exercise reminder by text skipped: inactive for two weeks');
  });
});
