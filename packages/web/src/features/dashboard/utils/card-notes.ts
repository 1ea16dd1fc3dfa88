import type { ClientSummary } from '@tandem/shared';

/*
 * Why a client card's "Progress by area" or "Reflections" block has nothing to draw (issue 22: an
 * empty block with no word of why). The first reason that holds is said; null means the block has
 * data to show. The reasons follow what stops exercises and reflections reaching a client:
 * deactivation, the feature turned off on their profile, nothing assigned, then simply no data.
 */

/** Why there is no per-area progress to draw, or null when there is. */
export function areaProgressNote(client: ClientSummary, areaCount: number): string | null {
  if (areaCount > 0) return null;
  if (client.client_profile.deactivated !== null) return 'Deactivated: no exercises are given.';
  if (!client.client_profile.allow_daily_exercises) return 'Daily exercises are turned off for this client.';
  if (client.habit_program === null) return 'No habit program yet: choose one from the menu.';
  return 'No areas of focus picked yet.';
}

/** Why there are no reflections to draw for the last seven days, or null when there are. */
export function reflectionsNote(client: ClientSummary, answeredDays: number): string | null {
  if (answeredDays > 0) return null;
  if (client.client_profile.deactivated !== null) return 'Deactivated: no reflections are sent.';
  if (!client.client_profile.allow_self_reflect) return 'Self reflection is turned off for this client.';
  if (client.pulse_survey === null) return 'No pulse survey assigned: choose one in Settings.';
  return 'No reflections in the last 7 days.';
}
