import type { HomeFeature } from '@tandem/shared';

/**
 * What a new client's account gets: who coaches them, in which company, their profile's
 * features and assignments, and which courses. Built from an invitation or from a sub-domain.
 */
export interface SignUpPlan {
  coachId: number;
  companyId: number | null;
  home: HomeFeature;
  theme: number | null;
  assignedPulseSurvey: number | null;
  allowDailyExercises: boolean;
  allowSelfReflect: boolean;
  allowGoals: boolean;
  allowProgress: boolean;
  allowCourses: boolean;
  allowJournal: boolean;
  allowAssessments: boolean;
  allowMessaging: boolean;
  /** true: the coach's public courses at the moment of sign-up; false: exactly `courseIds`. */
  defaultCourses: boolean;
  courseIds: number[];
}

/** The invitation's settings, as the coach chose them on the Client Onboarding screen. */
export function planFromInvitation(invitation: {
  coachId: number;
  companyId: number | null;
  home: string;
  habitProgramId: number | null;
  pulseSurveyId: number | null;
  allowDailyExercises: boolean;
  allowSelfReflect: boolean;
  allowGoals: boolean;
  allowProgress: boolean;
  allowCourses: boolean;
  allowJournal: boolean;
  allowAssessments: boolean;
  allowMessaging: boolean;
  defaultCourses: boolean;
  courseIds: number[];
}): SignUpPlan {
  return {
    coachId: invitation.coachId,
    companyId: invitation.companyId,
    home: invitation.home as HomeFeature,
    theme: invitation.habitProgramId,
    assignedPulseSurvey: invitation.pulseSurveyId,
    allowDailyExercises: invitation.allowDailyExercises,
    allowSelfReflect: invitation.allowSelfReflect,
    allowGoals: invitation.allowGoals,
    allowProgress: invitation.allowProgress,
    allowCourses: invitation.allowCourses,
    allowJournal: invitation.allowJournal,
    allowAssessments: invitation.allowAssessments,
    allowMessaging: invitation.allowMessaging,
    defaultCourses: invitation.defaultCourses,
    courseIds: invitation.courseIds,
  };
}

/**
 * A subscription plan's settings, as the owner chose them on /automated-registration: the same
 * settings an invitation carries, no listed courses being 'Default Courses' (the coach's public ones).
 */
export function planFromOffering(
  plan: Omit<Parameters<typeof planFromInvitation>[0], 'defaultCourses' | 'home'> & { home: HomeFeature },
): SignUpPlan {
  return planFromInvitation({ ...plan, defaultCourses: plan.courseIds.length === 0 });
}

/**
 * A plain sign-up on a sub-domain that allows onboarding. Nobody chose settings, so they follow
 * the spec's offering defaults (every feature on, home daily exercises) as far as the feature
 * rules allow: the habit program is the coach's first one and the pulse survey is that
 * program's; daily exercises are on only with a program and self reflect only with a survey;
 * without a program the home page is goals. Courses are the coach's public ones.
 */
export function planForSubDomain(
  coach: { coachId: number; companyId: number },
  program: { id: number; pulseSurveyId: number | null } | null,
): SignUpPlan {
  const theme = program?.id ?? null;
  const survey = program?.pulseSurveyId ?? null;
  return {
    coachId: coach.coachId,
    companyId: coach.companyId,
    home: theme !== null ? 'daily_exercises' : 'goals',
    theme,
    assignedPulseSurvey: survey,
    allowDailyExercises: theme !== null,
    allowSelfReflect: survey !== null,
    allowGoals: true,
    allowProgress: true,
    allowCourses: true,
    allowJournal: true,
    allowAssessments: true,
    allowMessaging: true,
    defaultCourses: true,
    courseIds: [],
  };
}

/**
 * The areas a new client picked, checked against their program: none are asked when it assigns
 * all; otherwise exactly `max_number_of_allowed_groups` distinct areas of the program (or all of
 * them when it has fewer). Returns the problem, or null when the choice stands.
 */
export function chosenAreasProblem(
  program: { assignAll: boolean; maxNumberOfAllowedGroups: number },
  available: readonly number[],
  chosen: readonly number[],
): 'unknown' | 'count' | null {
  if (program.assignAll) return null;
  if (chosen.some((id) => !available.includes(id))) return 'unknown';
  const wanted = Math.min(program.maxNumberOfAllowedGroups, available.length);
  return new Set(chosen).size === chosen.length && chosen.length === wanted ? null : 'count';
}
