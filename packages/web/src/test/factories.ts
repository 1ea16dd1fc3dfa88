import type { ClientProfile, CoachPlan, User, UserFeatures } from '@tandem/shared';

const features = (overrides: Partial<UserFeatures> = {}): UserFeatures => ({
  client_features: ['all'],
  coach_features: [],
  exclude: [],
  home: 'daily_exercises',
  ...overrides,
});

/** A client profile with every feature turned on and the daily exercises as home. */
export function buildProfile(overrides: Partial<ClientProfile> = {}): ClientProfile {
  return {
    id: 11,
    coach: 2,
    home: 'daily_exercises',
    deactivated: null,
    theme: 1,
    assigned_pulse_survey: 1,
    allow_daily_exercises: true,
    allow_self_reflect: true,
    allow_goals: true,
    allow_progress: true,
    allow_courses: true,
    allow_journal: true,
    allow_assessments: true,
    allow_messaging: true,
    ...overrides,
  };
}

/** A user with neither coach license nor client profile; the builders below add one. */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    onboarded: true,
    // Past the first-run tour, so it opens over no page under test; tests of the tour turn it off.
    tour_completed: true,
    has_coach_license: false,
    is_staff: false,
    is_owner: false,
    impersonating: false,
    features: features(),
    coach_plan: null,
    profile: null,
    company: null,
    image: null,
    last_login: null,
    phone_number: '',
    timezone: 'America/New_York',
    work_week: [0, 1, 2, 3, 4],
    generate_exercises_at: '10:00',
    generate_pulse_on: [0, 1, 2, 3, 4],
    generate_pulse_at: '18:00',
    allow_notice_emails: true,
    allow_notice_sms: false,
    allow_notice_push: true,
    allow_analytics: true,
    exercise_reminder_at: '08:00',
    reflection_reminder_at: '17:00',
    quiet_hours_start: '21:00',
    quiet_hours_end: '07:00',
    allow_volume: true,
    raffle_opt_in: true,
    reward: 'any',
    theme: null,
    habit_program: null,
    groups: [],
    weekly_num_of_tickets: 0,
    ...overrides,
  };
}

/** A client whose profile has every flag on; `features` overrides merge into `{client_features: ['all']}`. */
export function buildClient(
  profile: Partial<ClientProfile> = {},
  featureOverrides: Partial<UserFeatures> = {},
): User {
  const built = buildProfile(profile);
  return buildUser({ profile: built, features: features({ home: built.home, ...featureOverrides }) });
}

/** A coach (licence holder, no client profile); `features` overrides merge into `{coach_features: ['all']}`. */
export function buildCoach(
  featureOverrides: Partial<UserFeatures> = {},
  overrides: Partial<User> = {},
): User {
  return buildUser({
    id: 3,
    first_name: 'Grace',
    last_name: 'Hopper',
    email: 'grace@example.com',
    has_coach_license: true,
    coach_plan: { plan: 'company', plan_in_force: 'company', standing: 'granted', grace_ends_at: null },
    features: features({
      client_features: [],
      coach_features: ['all'],
      home: 'dashboard',
      ...featureOverrides,
    }),
    ...overrides,
  });
}

/** A coach's plan as GET user/{id} presents it: Professional, paid, by default. */
export function buildCoachPlan(overrides: Partial<CoachPlan> = {}): CoachPlan {
  return {
    plan: 'professional',
    plan_in_force: 'professional',
    standing: 'active',
    grace_ends_at: null,
    ...overrides,
  };
}
