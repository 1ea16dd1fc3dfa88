import { describe, expect, it } from 'vitest';
import { clientFeatureProblems } from './client-features';

const all = {
  allow_daily_exercises: true,
  allow_self_reflect: true,
  allow_goals: true,
  allow_progress: true,
  allow_courses: true,
  allow_journal: true,
  allow_assessments: true,
  allow_messaging: true,
};

describe('clientFeatureProblems', () => {
  it('accepts complete settings', () => {
    expect(
      clientFeatureProblems({ ...all, home: 'daily_exercises', habit_program: 1, pulse_survey: 2 }),
    ).toEqual([]);
  });
  it('asks for a habit program when daily exercises are on', () => {
    expect(clientFeatureProblems({ ...all, home: 'goals', habit_program: null, pulse_survey: 2 })).toEqual([
      'missing_habit_program',
    ]);
  });
  it('asks for a pulse survey when self reflection is on', () => {
    expect(
      clientFeatureProblems({ ...all, home: 'goals', habit_program: 1, pulse_survey: undefined }),
    ).toEqual(['missing_pulse_survey']);
  });
  it('needs nothing for features that are off', () => {
    const off = { ...all, allow_daily_exercises: false, allow_self_reflect: false };
    expect(clientFeatureProblems({ ...off, home: 'goals', habit_program: null, pulse_survey: null })).toEqual(
      [],
    );
  });
  it('refuses a home page whose feature is off', () => {
    expect(
      clientFeatureProblems({ ...all, allow_goals: false, home: 'goals', habit_program: 1, pulse_survey: 2 }),
    ).toEqual(['home_not_enabled']);
  });
});
