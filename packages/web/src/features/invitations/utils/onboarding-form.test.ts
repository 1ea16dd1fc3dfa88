import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '@tandem/shared';
import {
  initialOnboardingValues,
  toUploadRequest,
  validateOnboarding,
  type OnboardingValues,
} from './onboarding-form';

const ada = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' };

function values(overrides: Partial<OnboardingValues> = {}): OnboardingValues {
  return {
    ...initialOnboardingValues(),
    habit_program: '4',
    pulse_survey: '9',
    clients: [ada],
    ...overrides,
  };
}

describe('validateOnboarding', () => {
  it('accepts a complete form', () => {
    expect(validateOnboarding(values())).toEqual({});
  });

  it('words the feature rules as the onboarding screen does', () => {
    expect(
      validateOnboarding(
        values({ habit_program: null, pulse_survey: null, allow_goals: false, home: 'goals' }),
      ),
    ).toEqual({
      habit_program: CLIENT_MESSAGES.selectHabitProgram,
      pulse_survey: CLIENT_MESSAGES.selectPulseSurvey,
      home: CLIENT_MESSAGES.homeMustBeEnabled,
    });
  });

  it('needs no program or survey when their features are off', () => {
    const form = values({
      habit_program: null,
      pulse_survey: null,
      allow_daily_exercises: false,
      allow_self_reflect: false,
      home: 'goals',
    });
    expect(validateOnboarding(form)).toEqual({});
  });

  it('checks each typed row, ignores blank rows, and asks for the first row when no client is given', () => {
    const blank = { first_name: '', last_name: '', email: '' };
    expect(validateOnboarding(values({ clients: [ada, blank, { ...ada, email: 'nope' }] }))).toEqual({
      'clients.2.email': 'Enter a valid email address.',
    });
    expect(validateOnboarding(values({ clients: [blank, blank] }))).toEqual({
      'clients.0.first_name': 'This field may not be blank.',
      'clients.0.last_name': 'This field may not be blank.',
      'clients.0.email': 'Enter a valid email address.',
    });
    expect(validateOnboarding(values({ clients: [blank], imported: [ada] }))).toEqual({});
  });
});

describe('toUploadRequest', () => {
  it('sends typed rows then imported ones, trimmed, with ids as numbers and every flag', () => {
    const request = toUploadRequest(
      values({
        clients: [
          { first_name: ' Ada ', last_name: 'Lovelace', email: ' ada@example.com ' },
          { first_name: '', last_name: '', email: '' },
        ],
        imported: [{ first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' }],
        allow_journal: false,
        home: 'goals',
      }),
    );
    expect(request).toEqual({
      clients: [ada, { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' }],
      habit_program: 4,
      default_courses: true,
      courses: [],
      profile: {
        home: 'goals',
        assigned_pulse_survey: 9,
        allow_daily_exercises: true,
        allow_self_reflect: true,
        allow_goals: true,
        allow_progress: true,
        allow_courses: true,
        allow_journal: false,
        allow_assessments: true,
        allow_messaging: true,
      },
    });
  });

  it('sends the chosen courses only when they are specified', () => {
    expect(toUploadRequest(values({ course_mode: 'specify', courses: ['3', '5'] }))).toMatchObject({
      default_courses: false,
      courses: [3, 5],
    });
    expect(toUploadRequest(values({ course_mode: 'default', courses: ['3'] }))).toMatchObject({
      default_courses: true,
      courses: [],
    });
  });
});
