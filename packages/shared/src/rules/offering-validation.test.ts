import { describe, expect, it } from 'vitest';
import { offeringCreateSchema, offeringPatchSchema } from '../schemas/offerings';
import {
  MAX_OFFERING_PRICE_CENTS,
  OFFERING_MESSAGES,
  offeringErrors,
  offeringPriceFromDollars,
  type OfferingDraft,
} from './offering-validation';

const draft = (overrides: Partial<OfferingDraft> = {}): OfferingDraft => ({
  title: 'Monthly coaching',
  coach: 3,
  habit_program: 4,
  pulse_survey: 5,
  home: 'daily_exercises',
  allow_daily_exercises: true,
  allow_self_reflect: true,
  allow_goals: true,
  ...overrides,
});

describe('offeringErrors', () => {
  it('accepts a complete plan', () => {
    expect(offeringErrors(draft())).toEqual({});
  });

  it('requires a name and a coach, always', () => {
    expect(offeringErrors(draft({ title: '   ', coach: null }))).toEqual({
      title: OFFERING_MESSAGES.titleRequired,
      coach: 'A Coach is required',
    });
  });

  it('requires a habit program with daily exercises, and a pulse survey with self reflection', () => {
    expect(offeringErrors(draft({ habit_program: null, pulse_survey: null }))).toEqual({
      habit_program: 'A Habit Program is required',
      pulse_survey: 'A Daily Reflection is required',
    });
    const neither = draft({
      habit_program: null,
      pulse_survey: null,
      allow_daily_exercises: false,
      allow_self_reflect: false,
      home: 'goals',
    });
    expect(offeringErrors(neither)).toEqual({});
  });

  it('refuses a home page whose feature is off', () => {
    expect(offeringErrors(draft({ allow_daily_exercises: false, habit_program: null }))).toEqual({
      home: OFFERING_MESSAGES.homeMustBeEnabled,
    });
  });
});

describe('offeringPriceFromDollars', () => {
  it.each([
    ['', 0],
    ['0', 0],
    ['49', 4900],
    ['49.9', 4990],
    ['$49.99', 4999],
    ['0.29', 29],
    ['10,000', MAX_OFFERING_PRICE_CENTS],
  ])('%s -> %d cents', (text, cents) => {
    expect(offeringPriceFromDollars(text)).toEqual({ cents });
  });

  it.each(['-5', 'abc', '49.999', '1e3'])('refuses %s', (text) => {
    expect(offeringPriceFromDollars(text)).toEqual({ error: OFFERING_MESSAGES.invalidPrice });
  });

  it('refuses more than the highest price', () => {
    expect(offeringPriceFromDollars('10000.01')).toEqual({ error: OFFERING_MESSAGES.priceTooHigh });
  });
});

describe('offeringCreateSchema', () => {
  it("fills the spec's defaults: home daily exercises, every feature on, active, free", () => {
    const parsed = offeringCreateSchema.parse({ title: 'Plan', coach: 1, habit_program: 2, pulse_survey: 3 });
    expect(parsed).toMatchObject({
      active: true,
      price: 0,
      home: 'daily_exercises',
      courses: [],
      allow_daily_exercises: true,
      allow_self_reflect: true,
      allow_goals: true,
      allow_progress: true,
      allow_courses: true,
      allow_journal: true,
      allow_assessments: true,
      allow_messaging: true,
    });
  });

  it('words the plan rule on its fields', () => {
    const result = offeringCreateSchema.safeParse({ title: '' });
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      title: OFFERING_MESSAGES.titleRequired,
      coach: OFFERING_MESSAGES.coachRequired,
      habit_program: OFFERING_MESSAGES.habitProgramRequired,
      pulse_survey: OFFERING_MESSAGES.pulseSurveyRequired,
    });
  });

  it('refuses a price that is not whole cents, negative or too high', () => {
    const base = { title: 'Plan', coach: 1, habit_program: 2, pulse_survey: 3 };
    expect(offeringCreateSchema.safeParse({ ...base, price: 49.5 }).success).toBe(false);
    expect(offeringCreateSchema.safeParse({ ...base, price: -1 }).success).toBe(false);
    expect(offeringCreateSchema.safeParse({ ...base, price: MAX_OFFERING_PRICE_CENTS + 1 }).success).toBe(
      false,
    );
  });

  it('leaves fields out of a PATCH as they are (no defaults)', () => {
    expect(offeringPatchSchema.parse({ active: false })).toEqual({ active: false });
  });
});
