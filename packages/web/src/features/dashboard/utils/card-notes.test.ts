import { describe, expect, it } from 'vitest';
import { buildClientSummary } from '../../clients/testing';
import { areaProgressNote, reflectionsNote } from './card-notes';

const client = buildClientSummary({
  habit_program: { id: 1, name: 'Foundations' },
  pulse_survey: { id: 2, name: 'Daily Pulse' },
});
const profile = client.client_profile;
const withProfile = (changes: Partial<typeof profile>, rest: Partial<typeof client> = {}) => ({
  ...client,
  ...rest,
  client_profile: { ...profile, ...changes },
});

describe('why a card has no progress by area', () => {
  it('says nothing when there are areas to draw', () => {
    expect(areaProgressNote(withProfile({ allow_daily_exercises: false }), 2)).toBeNull();
  });

  it('names the first reason that holds: deactivated, exercises off, no program, no areas picked', () => {
    expect(
      areaProgressNote(withProfile({ deactivated: '2026-11-01T10:00:00Z', allow_daily_exercises: false }), 0),
    ).toBe('Deactivated: no exercises are given.');
    expect(areaProgressNote(withProfile({ allow_daily_exercises: false }), 0)).toBe(
      'Daily exercises are turned off for this client.',
    );
    expect(areaProgressNote(withProfile({}, { habit_program: null }), 0)).toBe(
      'No habit program yet: choose one from the menu.',
    );
    expect(areaProgressNote(client, 0)).toBe('No areas of focus picked yet.');
  });
});

describe('why a card has no reflections', () => {
  it('says nothing when a day of the last seven was answered', () => {
    expect(reflectionsNote(withProfile({ allow_self_reflect: false }), 1)).toBeNull();
  });

  it('names the first reason that holds: deactivated, reflection off, no survey, none answered', () => {
    expect(reflectionsNote(withProfile({ deactivated: '2026-11-01T10:00:00Z' }), 0)).toBe(
      'Deactivated: no reflections are sent.',
    );
    expect(reflectionsNote(withProfile({ allow_self_reflect: false }), 0)).toBe(
      'Self reflection is turned off for this client.',
    );
    expect(reflectionsNote(withProfile({}, { pulse_survey: null }), 0)).toBe(
      'No pulse survey assigned: choose one in Settings.',
    );
    expect(reflectionsNote(client, 0)).toBe('No reflections in the last 7 days.');
  });
});
