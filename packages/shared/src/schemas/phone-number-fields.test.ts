import { describe, expect, it } from 'vitest';
import { PHONE_NUMBER_MESSAGES } from '../rules/phone-number';
import { userPatchSchema } from './user-settings';
import { clientSignUpSchema } from './client-sign-up';

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('phone numbers in PATCH user/{id}', () => {
  it('keeps a valid number as E.164 and an empty one as no number', () => {
    expect(userPatchSchema.parse({ phone_number: '(415) 555-2671' })).toEqual({
      phone_number: '+14155552671',
    });
    expect(userPatchSchema.parse({ phone_number: ' +44 20 7946 0958 ' })).toEqual({
      phone_number: '+442079460958',
    });
    expect(userPatchSchema.parse({ phone_number: '' })).toEqual({ phone_number: '' });
    expect(userPatchSchema.parse({ last_name: 'Lovelace' })).toEqual({ last_name: 'Lovelace' });
  });

  it('refuses an invalid number with the message on phone_number', () => {
    for (const typed of ['555', '5551234567', 'call me', '1'.repeat(40)]) {
      expect(issuesOf(userPatchSchema.safeParse({ phone_number: typed }))).toEqual([
        ['phone_number', PHONE_NUMBER_MESSAGES.invalid],
      ]);
    }
  });
});

describe('phone numbers in the client sign-up', () => {
  const signUp = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.test',
    email_confirmation: 'ada@example.test',
    password: 'correct horse',
    password_confirmation: 'correct horse',
    timezone: 'Europe/London',
    work_week: [0, 1, 2],
    invitation: 'tok',
  };

  it('stores the number prefixed with 1 by the web as E.164', () => {
    const parsed = clientSignUpSchema.parse({
      ...signUp,
      allow_notice_sms: true,
      phone_number: '14155552671',
    });
    expect(parsed).toMatchObject({ allow_notice_sms: true, phone_number: '+14155552671' });
    expect(clientSignUpSchema.parse(signUp)).toMatchObject({ allow_notice_sms: false, phone_number: '' });
  });

  it('needs a number for text reminders, and a valid one', () => {
    expect(issuesOf(clientSignUpSchema.safeParse({ ...signUp, allow_notice_sms: true }))).toEqual([
      ['phone_number', PHONE_NUMBER_MESSAGES.requiredForTexts],
    ]);
    expect(
      issuesOf(clientSignUpSchema.safeParse({ ...signUp, allow_notice_sms: true, phone_number: '555' })),
    ).toEqual([['phone_number', PHONE_NUMBER_MESSAGES.invalid]]);
  });
});
