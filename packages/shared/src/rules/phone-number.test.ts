import { describe, expect, it } from 'vitest';
import {
  formatPhoneNumber,
  normalisePhoneNumber,
  PHONE_NUMBER_MESSAGES,
  phoneNumberProblem,
  textRemindersProblem,
} from './phone-number';

describe('normalisePhoneNumber', () => {
  it.each([
    ['(415) 555-2671', '+14155552671'],
    ['415-555-2671', '+14155552671'],
    ['4155552671', '+14155552671'],
    // The spec's web sends US numbers prefixed with 1.
    ['14155552671', '+14155552671'],
    ['+1 (415) 555-2671', '+14155552671'],
    ['  +14155552671  ', '+14155552671'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+33 6 12 34 56 78', '+33612345678'],
  ])('reads %j as %s', (typed, e164) => {
    expect(normalisePhoneNumber(typed)).toBe(e164);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['abc', 'not a number'],
    ['555', 'too short'],
    ['5551234567', 'no such US area code'],
    ['+1 555 123 4567', 'no such US area code, with the country code'],
    ['+1415555267', 'a digit short'],
    ['1234567890123456', 'too long'],
    ['0044 20 7946 0958', "another country's exit code (a US caller dials 011)"],
    ['+999 1234', 'no such country code'],
    ['415-555-2671 ext 3', 'an extension'],
    [`+1 415 555 2671${' '.repeat(40)}0`, 'longer than a phone field'],
  ])('refuses %j (%s)', (typed) => {
    expect(normalisePhoneNumber(typed)).toBeNull();
  });

  it('reads a number without a country code in the region given', () => {
    expect(normalisePhoneNumber('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(normalisePhoneNumber('020 7946 0958')).toBeNull();
  });
});

describe('phoneNumberProblem', () => {
  it('has nothing to say about an empty field or a valid number', () => {
    expect(phoneNumberProblem('')).toBeNull();
    expect(phoneNumberProblem('  ')).toBeNull();
    expect(phoneNumberProblem('(415) 555-2671')).toBeNull();
  });

  it('explains an invalid number with examples', () => {
    expect(phoneNumberProblem('555')).toBe(PHONE_NUMBER_MESSAGES.invalid);
    expect(PHONE_NUMBER_MESSAGES.invalid).toContain('(415) 555-2671');
    expect(PHONE_NUMBER_MESSAGES.invalid).toContain('+44 20 7946 0958');
  });
});

describe('textRemindersProblem', () => {
  it('lets any number, or none, be kept without text reminders', () => {
    expect(textRemindersProblem({ allow_notice_sms: false, phone_number: '' })).toBeNull();
    expect(textRemindersProblem({ allow_notice_sms: false, phone_number: '555' })).toBeNull();
  });

  it('needs a valid number with text reminders', () => {
    expect(textRemindersProblem({ allow_notice_sms: true, phone_number: ' ' })).toBe(
      PHONE_NUMBER_MESSAGES.requiredForTexts,
    );
    expect(textRemindersProblem({ allow_notice_sms: true, phone_number: '15551234567' })).toBe(
      PHONE_NUMBER_MESSAGES.invalid,
    );
    expect(textRemindersProblem({ allow_notice_sms: true, phone_number: '+14155552671' })).toBeNull();
  });
});

describe('formatPhoneNumber', () => {
  it('shows US numbers nationally and others internationally', () => {
    expect(formatPhoneNumber('+14155552671')).toBe('(415) 555-2671');
    expect(formatPhoneNumber('+442079460958')).toBe('+44 20 7946 0958');
  });

  it('reads numbers stored before E.164 and leaves the unreadable as they are', () => {
    expect(formatPhoneNumber('14155552671')).toBe('(415) 555-2671');
    expect(formatPhoneNumber('')).toBe('');
    expect(formatPhoneNumber('abc')).toBe('abc');
  });
});
