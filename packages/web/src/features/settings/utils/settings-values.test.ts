import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES, MAX_PROFILE_IMAGE_BYTES, PHONE_NUMBER_MESSAGES } from '@tandem/shared';
import { buildClient, buildCoach } from '../../../test/factories';
import {
  IMAGE_TOO_LARGE,
  NOT_AN_IMAGE,
  initialNotifications,
  initialSystemSettings,
  notificationErrors,
  notificationsPatch,
  profileImageProblem,
  showsSystemSettings,
  systemSettingsErrors,
  systemSettingsPatch,
} from './settings-values';

describe('profileImageProblem', () => {
  it('accepts PNG, JPEG, GIF and WebP files up to the limit', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp']) {
      expect(profileImageProblem(new File(['x'], 'me', { type }))).toBeNull();
    }
  });

  it('refuses other files and images over the limit', () => {
    expect(profileImageProblem(new File(['x'], 'me.pdf', { type: 'application/pdf' }))).toBe(NOT_AN_IMAGE);
    expect(profileImageProblem(new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }))).toBe(NOT_AN_IMAGE);
    const big = new File([new Uint8Array(MAX_PROFILE_IMAGE_BYTES + 1)], 'big.png', { type: 'image/png' });
    expect(profileImageProblem(big)).toBe(IMAGE_TOO_LARGE);
  });
});

describe('showsSystemSettings', () => {
  it('needs a profile allowing daily exercises or self reflect', () => {
    expect(showsSystemSettings(buildClient())).toBe(true);
    expect(showsSystemSettings(buildClient({ allow_daily_exercises: false }))).toBe(true);
    expect(showsSystemSettings(buildClient({ allow_self_reflect: false }))).toBe(true);
    expect(
      showsSystemSettings(buildClient({ allow_daily_exercises: false, allow_self_reflect: false })),
    ).toBe(false);
    expect(showsSystemSettings(buildCoach())).toBe(false);
  });
});

describe('system settings', () => {
  const client = buildClient();

  it('starts from the user, with times as HH:MM', () => {
    const user = { ...client, generate_exercises_at: '07:30:00', generate_pulse_on: [4, 0, 0] };
    expect(initialSystemSettings(user)).toEqual({
      timezone: 'America/New_York',
      work_week: ['0', '1', '2', '3', '4'],
      generate_exercises_at: '07:30',
      generate_pulse_on: ['0', '4'],
      generate_pulse_at: '18:00',
    });
  });

  it('falls back to 10:00 for a missing time', () => {
    expect(initialSystemSettings({ ...client, generate_pulse_at: '' }).generate_pulse_at).toBe('10:00');
  });

  it('needs a known time zone and a work-week day', () => {
    const values = initialSystemSettings(client);
    expect(systemSettingsErrors(values)).toEqual({});
    expect(systemSettingsErrors({ ...values, work_week: [], timezone: 'Mars/Base' })).toEqual({
      work_week: CLIENT_MESSAGES.selectWorkWeek,
      timezone: 'Select a valid time zone.',
    });
  });

  it('sends the times of the features the profile has, days in week order', () => {
    const values = {
      ...initialSystemSettings(client),
      work_week: ['6', '1'],
      generate_pulse_on: ['2'],
      generate_exercises_at: '08:15:00',
    };
    expect(systemSettingsPatch(client, values)).toEqual({
      timezone: 'America/New_York',
      work_week: [1, 6],
      generate_exercises_at: '08:15',
      generate_pulse_on: [2],
      generate_pulse_at: '18:00',
    });
    expect(systemSettingsPatch(buildClient({ allow_self_reflect: false }), values)).toEqual({
      timezone: 'America/New_York',
      work_week: [1, 6],
      generate_exercises_at: '08:15',
    });
    expect(systemSettingsPatch(buildClient({ allow_daily_exercises: false }), values)).toEqual({
      timezone: 'America/New_York',
      work_week: [1, 6],
      generate_pulse_on: [2],
      generate_pulse_at: '18:00',
    });
  });
});

describe('notifications', () => {
  it('shows a stored number the way it is typed', () => {
    expect(initialNotifications({ ...buildClient(), phone_number: '+14155552671' }).phone_number).toBe(
      '(415) 555-2671',
    );
    expect(initialNotifications({ ...buildClient(), phone_number: '+442079460958' }).phone_number).toBe(
      '+44 20 7946 0958',
    );
    // Stored before numbers were E.164: the US number prefixed with 1.
    expect(initialNotifications({ ...buildClient(), phone_number: '14155552671' }).phone_number).toBe(
      '(415) 555-2671',
    );
    expect(initialNotifications(buildClient()).phone_number).toBe('');
  });

  it('needs a valid phone number only for text notices', () => {
    const values = initialNotifications(buildClient());
    expect(notificationErrors(values)).toEqual({});
    expect(notificationErrors({ ...values, phone_number: '555' })).toEqual({});
    expect(notificationErrors({ ...values, allow_notice_sms: true })).toEqual({
      phone_number: PHONE_NUMBER_MESSAGES.requiredForTexts,
    });
    expect(notificationErrors({ ...values, allow_notice_sms: true, phone_number: '555' })).toEqual({
      phone_number: PHONE_NUMBER_MESSAGES.invalid,
    });
    expect(notificationErrors({ ...values, allow_notice_sms: true, phone_number: '(415) 555-2671' })).toEqual(
      {},
    );
  });

  it('sends the phone number as E.164 (US numbers prefixed with 1) only with text notices', () => {
    const values = {
      allow_notice_emails: false,
      allow_notice_sms: true,
      allow_volume: false,
      phone_number: '(415) 555-2671',
    };
    expect(notificationsPatch(values)).toEqual({
      allow_notice_emails: false,
      allow_notice_sms: true,
      allow_volume: false,
      phone_number: '+14155552671',
    });
    expect(notificationsPatch({ ...values, phone_number: '+44 20 7946 0958' }).phone_number).toBe(
      '+442079460958',
    );
    expect(notificationsPatch({ ...values, allow_notice_sms: false })).toEqual({
      allow_notice_emails: false,
      allow_notice_sms: false,
      allow_volume: false,
    });
  });
});
