import {
  CLIENT_MESSAGES,
  clientFeatureProblems,
  type ClientFeatureProblem,
  type ClientFeatureSettings,
} from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import { coachesClient } from '../../lib/access';

/** A client's progress is theirs and their coach's to see; anyone else's answers 404. */
export const maySeeProgress = (actor: Actor, client: { userId: number; coachId: number | null }) =>
  actor.userId === client.userId || coachesClient(actor, client);

/** The client settings tab's wording of each feature problem, and the field it belongs to. */
const SETTINGS_PROBLEMS: Record<ClientFeatureProblem, { field: string; message: string }> = {
  missing_habit_program: { field: 'theme', message: CLIENT_MESSAGES.mustSelectHabitProgram },
  missing_pulse_survey: { field: 'assigned_pulse_survey', message: CLIENT_MESSAGES.mustSelectPulseSurvey },
  home_not_enabled: { field: 'home', message: CLIENT_MESSAGES.homeMustBeEnabled },
};

/** What is wrong with a client's merged settings, as `{field: [message]}` (empty when fine). */
export function clientSettingsErrors(settings: ClientFeatureSettings): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const problem of clientFeatureProblems(settings)) {
    const { field, message } = SETTINGS_PROBLEMS[problem];
    (errors[field] ??= []).push(message);
  }
  return errors;
}
