import {
  ALLOW_FLAGS,
  CLIENT_MESSAGES,
  clientFeatureProblems,
  clientUploadRowSchema,
  type AllowFlag,
  type ClientFeatureProblem,
  type ClientUploadRequest,
  type ClientUploadRow,
  type HomeFeature,
} from '@tandem/shared';

export type CourseMode = 'default' | 'specify';

/** The Client Onboarding form. Select values are strings (Mantine's), ids as text. */
export type OnboardingValues = Record<AllowFlag, boolean> & {
  /** Typed by hand; rows left wholly blank are ignored. */
  clients: ClientUploadRow[];
  /** Read from a CSV file (shown before sending). */
  imported: ClientUploadRow[];
  importedFrom: string | null;
  home: HomeFeature;
  habit_program: string | null;
  pulse_survey: string | null;
  course_mode: CourseMode;
  courses: string[];
};

export const blankClientRow = (): ClientUploadRow => ({ first_name: '', last_name: '', email: '' });

/** A fresh form: every feature on, daily exercises as home, default courses (offering defaults, spec section 9). */
/** A fresh form; `person` fills its first row (an invitation request being answered). */
export function initialOnboardingValues(person?: ClientUploadRow): OnboardingValues {
  const flags = Object.fromEntries(ALLOW_FLAGS.map((flag) => [flag, true])) as Record<AllowFlag, boolean>;
  return {
    ...flags,
    clients: [person ? { ...person } : blankClientRow()],
    imported: [],
    importedFrom: null,
    home: 'daily_exercises',
    habit_program: null,
    pulse_survey: null,
    course_mode: 'default',
    courses: [],
  };
}

const isBlank = (row: ClientUploadRow) =>
  !row.first_name.trim() && !row.last_name.trim() && !row.email.trim();

/** The onboarding screen's wording of the feature rules (spec coach side section 5). */
const PROBLEM_ERRORS: Record<ClientFeatureProblem, [field: string, message: string]> = {
  missing_habit_program: ['habit_program', CLIENT_MESSAGES.selectHabitProgram],
  missing_pulse_survey: ['pulse_survey', CLIENT_MESSAGES.selectPulseSurvey],
  home_not_enabled: ['home', CLIENT_MESSAGES.homeMustBeEnabled],
};

/**
 * Field errors of the form: each hand-typed row that is not blank must be a valid client (the
 * first row too when no client was given at all), and the feature rules must hold.
 */
export function validateOnboarding(values: OnboardingValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const nothingGiven = values.imported.length === 0 && values.clients.every(isBlank);
  values.clients.forEach((row, index) => {
    if (isBlank(row) && !(nothingGiven && index === 0)) return;
    const result = clientUploadRowSchema.safeParse(row);
    for (const issue of result.error?.issues ?? []) {
      errors[`clients.${index}.${issue.path.join('.')}`] ??= issue.message;
    }
  });
  const problems = clientFeatureProblems({
    ...values,
    habit_program: values.habit_program ? Number(values.habit_program) : null,
    pulse_survey: values.pulse_survey ? Number(values.pulse_survey) : null,
  });
  for (const problem of problems) {
    const [field, message] = PROBLEM_ERRORS[problem];
    errors[field] = message;
  }
  return errors;
}

const trimRow = (row: ClientUploadRow): ClientUploadRow => ({
  first_name: row.first_name.trim(),
  last_name: row.last_name.trim(),
  email: row.email.trim(),
});

/** The upload request for a valid form: hand-typed rows first, then the CSV's. */
export function toUploadRequest(values: OnboardingValues): ClientUploadRequest {
  const profile = Object.fromEntries(ALLOW_FLAGS.map((flag) => [flag, values[flag]])) as Record<
    AllowFlag,
    boolean
  >;
  const specify = values.course_mode === 'specify';
  return {
    clients: [...values.clients.filter((row) => !isBlank(row)), ...values.imported].map(trimRow),
    habit_program: values.habit_program ? Number(values.habit_program) : null,
    default_courses: !specify,
    courses: specify ? values.courses.map(Number) : [],
    profile: {
      ...profile,
      home: values.home,
      assigned_pulse_survey: values.pulse_survey ? Number(values.pulse_survey) : null,
    },
  };
}
