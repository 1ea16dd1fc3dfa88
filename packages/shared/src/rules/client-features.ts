import { HOME_FEATURE_FLAG, type AllowFlag, type HomeFeature } from '../constants/features';

export interface ClientFeatureSettings extends Partial<Record<AllowFlag, boolean>> {
  home: HomeFeature;
  habit_program: number | null | undefined;
  pulse_survey: number | null | undefined;
}

export type ClientFeatureProblem = 'missing_habit_program' | 'missing_pulse_survey' | 'home_not_enabled';

/**
 * What is wrong with a client's feature settings (spec coach side section 5): daily exercises
 * need a habit program, self reflection needs a pulse survey, and the home page must be a
 * feature that is turned on. Each screen words these with its own spec text.
 */
export function clientFeatureProblems(settings: ClientFeatureSettings): ClientFeatureProblem[] {
  const problems: ClientFeatureProblem[] = [];
  if (settings.allow_daily_exercises && !settings.habit_program) problems.push('missing_habit_program');
  if (settings.allow_self_reflect && !settings.pulse_survey) problems.push('missing_pulse_survey');
  if (!settings[HOME_FEATURE_FLAG[settings.home]]) problems.push('home_not_enabled');
  return problems;
}
