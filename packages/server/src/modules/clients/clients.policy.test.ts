import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import { buildActor } from '../../test/actors';
import { coachesClient } from '../../lib/access';
import { clientSettingsErrors, maySeeProgress } from './clients.policy';
import { isCoach } from '../../lib/policy';

const coach = (overrides: Partial<Actor> = {}) => buildActor({ isCoach: true, ...overrides });

describe('clients policy', () => {
  it('shows a client’s progress to the client and their coach only', () => {
    expect(maySeeProgress(buildActor({ userId: 5 }), { userId: 5, coachId: 1 })).toBe(true);
    expect(maySeeProgress(coach(), { userId: 5, coachId: 1 })).toBe(true);
    expect(maySeeProgress(coach({ userId: 2 }), { userId: 5, coachId: 1 })).toBe(false);
    expect(maySeeProgress(buildActor({ userId: 6 }), { userId: 5, coachId: 1 })).toBe(false);
    expect(maySeeProgress(buildActor({ userId: 1, isCoach: false }), { userId: 5, coachId: 1 })).toBe(false);
  });

  it('lets only coaches manage clients', () => {
    expect(isCoach(coach())).toBe(true);
    expect(isCoach(coach({ isCoach: false, isStaff: true }))).toBe(false);
  });

  it('recognises only the coach of the client, not a colleague, owner or former coach', () => {
    expect(coachesClient(coach(), { coachId: 1 })).toBe(true);
    expect(coachesClient(coach(), { coachId: 2 })).toBe(false);
    expect(coachesClient(coach(), { coachId: null })).toBe(false);
    expect(coachesClient(coach({ ownedCompanyId: 10 }), { coachId: 2 })).toBe(false);
    expect(coachesClient(coach({ isCoach: false }), { coachId: 1 })).toBe(false);
  });
});

describe('clientSettingsErrors', () => {
  const base = {
    home: 'daily_exercises' as const,
    habit_program: 3,
    pulse_survey: 4,
    allow_daily_exercises: true,
    allow_self_reflect: true,
    allow_goals: true,
  };

  it('finds nothing wrong with complete settings', () => {
    expect(clientSettingsErrors(base)).toEqual({});
  });

  it('words each problem as the client settings tab does, on its field', () => {
    expect(clientSettingsErrors({ ...base, habit_program: null, pulse_survey: null })).toEqual({
      theme: [CLIENT_MESSAGES.mustSelectHabitProgram],
      assigned_pulse_survey: [CLIENT_MESSAGES.mustSelectPulseSurvey],
    });
    expect(clientSettingsErrors({ ...base, home: 'goals', allow_goals: false })).toEqual({
      home: [CLIENT_MESSAGES.homeMustBeEnabled],
    });
  });

  it('needs no program or survey when those features are off', () => {
    const off = { ...base, home: 'goals' as const, allow_daily_exercises: false, allow_self_reflect: false };
    expect(clientSettingsErrors({ ...off, habit_program: null, pulse_survey: null })).toEqual({});
  });
});
