import type { User } from '../schemas/accounts';

/** Client home paths by feature (spec: "Client home paths by feature"). */
export const CLIENT_HOME_PATHS: Record<string, string> = {
  daily_exercise: '/daily-exercise',
  daily_exercises: '/daily-exercise',
  self_reflect: '/daily-reflection',
  goals: '/goals',
  progress: '/progress',
  courses: '/courses',
  assessments: '/c/assessments',
};

export const COACH_HOME_PATH = '/dashboard';

/** The path for a home feature; unknown features fall back to the daily exercises page. */
export function clientHomePath(home: string): string {
  return CLIENT_HOME_PATHS[home] ?? '/daily-exercise';
}

/**
 * Where a logged-in user belongs: coaches (licence holders) on the dashboard, clients on the
 * home feature of their profile, anyone else on their settings.
 */
export function homePathFor(user: Pick<User, 'has_coach_license' | 'profile'>): string {
  if (user.has_coach_license) return COACH_HOME_PATH;
  if (user.profile) return clientHomePath(user.profile.home);
  return '/settings';
}
