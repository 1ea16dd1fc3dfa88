import type { CoachEntitlements, User } from '@tandem/shared';
import { COACH_HOME_PATH, type ALLOW_FLAGS } from '@tandem/shared';
import type { ClientProfileRow, UserRecord } from './accounts.repo';
import { presentCoachPlan } from '../entitlements';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** `HH:MM:SS` as stored -> the same, always with seconds, as the spec's defaults are written. */
const timeOfDay = (value: string) => (value.length === 5 ? `${value}:00` : value);

export function presentClientProfile(profile: ClientProfileRow) {
  const flags = {
    allow_daily_exercises: profile.allowDailyExercises,
    allow_self_reflect: profile.allowSelfReflect,
    allow_goals: profile.allowGoals,
    allow_progress: profile.allowProgress,
    allow_courses: profile.allowCourses,
    allow_journal: profile.allowJournal,
    allow_assessments: profile.allowAssessments,
    allow_messaging: profile.allowMessaging,
  } satisfies Record<(typeof ALLOW_FLAGS)[number], boolean>;
  return {
    id: profile.id,
    coach: profile.coachId,
    home: profile.home as NonNullable<User['profile']>['home'],
    deactivated: iso(profile.deactivated),
    theme: profile.theme,
    assigned_pulse_survey: profile.assignedPulseSurvey,
    ...flags,
  };
}

/**
 * The user as the API shows them; `impersonating` comes from the asking session. A coach's
 * features are the ones their plan grants now (`entitlements`), not the ones once stored.
 */
export function presentUser(
  record: UserRecord,
  impersonating: boolean,
  entitlements: CoachEntitlements | null,
  weeklyTickets = 0,
): User {
  const { user, profile } = record;
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    onboarded: user.onboarded,
    tour_completed: user.tourCompleted,
    has_coach_license: record.isCoach,
    is_staff: user.isStaff,
    is_owner: record.ownsCompany,
    impersonating,
    coach_plan: record.isCoach && entitlements ? presentCoachPlan(entitlements) : null,
    features: {
      client_features: user.clientFeatures,
      coach_features: record.isCoach && entitlements ? [...entitlements.coachFeatures] : [],
      exclude: user.exclude,
      home: record.isCoach ? COACH_HOME_PATH.slice(1) : (profile?.home ?? 'daily_exercises'),
    },
    profile: profile ? presentClientProfile(profile) : null,
    company: record.company,
    image: user.image,
    last_login: iso(user.lastLogin),
    phone_number: user.phoneNumber,
    timezone: user.timezone,
    work_week: user.workWeek,
    generate_exercises_at: timeOfDay(user.generateExercisesAt),
    generate_pulse_on: user.generatePulseOn,
    generate_pulse_at: timeOfDay(user.generatePulseAt),
    allow_notice_emails: user.allowNoticeEmails,
    allow_notice_sms: user.allowNoticeSms,
    allow_notice_push: user.allowNoticePush,
    allow_analytics: user.allowAnalytics,
    exercise_reminder_at: user.exerciseReminderAt.slice(0, 5),
    reflection_reminder_at: user.reflectionReminderAt.slice(0, 5),
    quiet_hours_start: user.quietHoursStart.slice(0, 5),
    quiet_hours_end: user.quietHoursEnd.slice(0, 5),
    allow_volume: user.allowVolume,
    raffle_opt_in: user.raffleOptIn,
    reward: user.reward as User['reward'],
    theme: profile?.theme ?? null,
    habit_program: record.habitProgram,
    groups: record.groups,
    // Raffle tickets this local week (the rewards module counts them).
    weekly_num_of_tickets: weeklyTickets,
  };
}
