import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES, PHONE_NUMBER_MESSAGES, type Offering } from '@tandem/shared';
import {
  initialSignUpValues,
  stepErrors,
  toSignUpPayload,
  wizardSteps,
  type SignUpValues,
} from './sign-up-wizard';

function offering(overrides: Partial<Offering> = {}): Offering {
  return {
    id: null,
    program: { id: 4, name: 'Morning Focus', assign_all: true, max_number_of_allowed_groups: 2 },
    areas: [],
    price: null,
    price_in_dollars: null,
    stripe_key: null,
    home: 'daily_exercises',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'Ada@Example.com',
    company: null,
    title: null,
    ...overrides,
  };
}

const areas = [
  { id: 1, name: 'Sleep' },
  { id: 2, name: 'Focus' },
  { id: 3, name: 'Calm' },
];

function filled(overrides: Partial<SignUpValues> = {}): SignUpValues {
  return {
    ...initialSignUpValues(offering()),
    email_confirmation: 'ada@example.com',
    password: 'correct horse',
    password_confirmation: 'correct horse',
    timezone: 'Europe/London',
    ...overrides,
  };
}

describe('wizardSteps', () => {
  it('asks for areas of focus only when the program has some and does not assign all', () => {
    expect(wizardSteps(offering())).toEqual(['user', 'workWeek', 'rewards']);
    expect(wizardSteps(offering({ program: null, areas }))).toEqual(['user', 'workWeek', 'rewards']);
    expect(
      wizardSteps(
        offering({ program: { id: 4, name: 'P', assign_all: false, max_number_of_allowed_groups: 2 } }),
      ),
    ).toEqual(['user', 'workWeek', 'rewards']);
    expect(
      wizardSteps(
        offering({
          program: { id: 4, name: 'P', assign_all: false, max_number_of_allowed_groups: 2 },
          areas,
        }),
      ),
    ).toEqual(['user', 'workWeek', 'rewards', 'selectAoF']);
  });
});

describe('initialSignUpValues', () => {
  it("prefills the offering's names and e-mail and the spec's defaults", () => {
    expect(initialSignUpValues(offering())).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'Ada@Example.com',
      email_confirmation: '',
      generate_exercises_at: '06:00',
      generate_pulse_at: '20:00',
      raffle_opt_in: true,
      reward: 'any',
      allow_notice_sms: false,
      terms: false,
    });
  });
});

describe('stepErrors', () => {
  it('checks only the fields of the step, with the spec texts', () => {
    const values = filled({
      email_confirmation: 'grace@example.com',
      password_confirmation: 'other',
      work_week: [],
    });
    expect(stepErrors('user', values, offering())).toEqual({
      email_confirmation: CLIENT_MESSAGES.emailConfirmationMismatch,
      password_confirmation: CLIENT_MESSAGES.passwordConfirmationMismatch,
    });
    expect(stepErrors('workWeek', values, offering())).toEqual({ work_week: CLIENT_MESSAGES.selectWorkWeek });
    expect(stepErrors('rewards', values, offering())).toEqual({});
  });

  it('compares e-mails regardless of case and spaces', () => {
    expect(stepErrors('user', filled({ email_confirmation: ' ADA@example.com ' }), offering())).toEqual({});
  });

  it('asks for a valid phone number only when text reminders are wanted', () => {
    expect(stepErrors('user', filled({ allow_notice_sms: true }), offering())).toEqual({
      phone_number: PHONE_NUMBER_MESSAGES.requiredForTexts,
    });
    expect(
      stepErrors('user', filled({ allow_notice_sms: true, phone_number: '555-1234' }), offering()),
    ).toEqual({
      phone_number: PHONE_NUMBER_MESSAGES.invalid,
    });
    expect(
      stepErrors('user', filled({ allow_notice_sms: true, phone_number: '(415) 555-2671' }), offering()),
    ).toEqual({});
    expect(stepErrors('user', filled({ phone_number: '555' }), offering())).toEqual({});
  });

  it("wants exactly the program's number of areas", () => {
    const withAreas = offering({
      program: { id: 4, name: 'P', assign_all: false, max_number_of_allowed_groups: 2 },
      areas,
    });
    expect(stepErrors('selectAoF', filled({ areas: ['1'] }), withAreas)).toEqual({
      areas: CLIENT_MESSAGES.pickAllAreas,
    });
    expect(stepErrors('selectAoF', filled({ areas: ['1', '3'] }), withAreas)).toEqual({});
  });
});

describe('toSignUpPayload', () => {
  it('trims the names and e-mails, sends the phone as E.164 (prefixed with 1) and reflects on work days', () => {
    const payload = toSignUpPayload(
      filled({
        first_name: ' Ada ',
        email: ' Ada@Example.com ',
        allow_notice_sms: true,
        phone_number: '(415) 555-2671',
        work_week: ['4', '0', '2'],
        generate_exercises_at: '07:15:00',
        areas: ['3'],
      }),
      offering(),
      { invitation: 'tok' },
    );
    expect(payload).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'Ada@Example.com',
      email_confirmation: 'ada@example.com',
      password: 'correct horse',
      password_confirmation: 'correct horse',
      timezone: 'Europe/London',
      work_week: [0, 2, 4],
      generate_exercises_at: '07:15',
      generate_pulse_on: [0, 2, 4],
      generate_pulse_at: '20:00',
      raffle_opt_in: true,
      reward: 'any',
      allow_notice_sms: true,
      phone_number: '+14155552671',
      areas: [3],
      invitation: 'tok',
    });
  });

  it('sends a number of another country with its code, and one that is not a number as typed', () => {
    const payload = (phone_number: string) =>
      toSignUpPayload(filled({ allow_notice_sms: true, phone_number }), offering(), { invitation: 'tok' });
    expect(payload('+44 20 7946 0958').phone_number).toBe('+442079460958');
    expect(payload(' 555-1234 ').phone_number).toBe('555-1234');
  });

  it('sends no phone number without text reminders, and the plan id with a plan', () => {
    const payload = toSignUpPayload(filled({ phone_number: '555' }), offering({ id: 8 }), {
      sub_domain: 'acme',
    });
    expect(payload).toMatchObject({
      phone_number: '',
      allow_notice_sms: false,
      sub_domain: 'acme',
      offering: 8,
    });
    expect(payload).not.toHaveProperty('invitation');
  });
});
