import { describe, expect, it } from 'vitest';
import { clientHomePath, homePathFor } from './home-path';

describe('clientHomePath', () => {
  it.each([
    ['daily_exercise', '/daily-exercise'],
    ['daily_exercises', '/daily-exercise'],
    ['self_reflect', '/daily-reflection'],
    ['goals', '/goals'],
    ['progress', '/progress'],
    ['courses', '/courses'],
    ['assessments', '/c/assessments'],
  ])('sends %s to %s', (home, path) => {
    expect(clientHomePath(home)).toBe(path);
  });

  it('falls back to the daily exercises for an unknown feature', () => {
    expect(clientHomePath('nonsense')).toBe('/daily-exercise');
  });
});

describe('homePathFor', () => {
  const profile = { home: 'goals' } as never;
  it('sends coaches to the dashboard even when they also have a client profile', () => {
    expect(homePathFor({ has_coach_license: true, profile })).toBe('/dashboard');
  });
  it('sends clients to their home feature', () => {
    expect(homePathFor({ has_coach_license: false, profile })).toBe('/goals');
  });
  it('sends a user with neither to settings', () => {
    expect(homePathFor({ has_coach_license: false, profile: null })).toBe('/settings');
  });
});
