import {
  habitProgramWriteSchema,
  type HabitProgramSummary,
  type HabitProgramWrite,
  type PulseSurvey,
} from '@tandem/shared';
import { zodValidate } from '../../../lib/zod-form';

/** The habit program form as its inputs hold it (number inputs give '' when emptied). */
export interface ProgramFormValues {
  name: string;
  daily_exercises: number | string;
  assign_all: boolean;
  max_number_of_allowed_groups: number | string;
  /** The pulse survey id as the select holds it. */
  pulse_survey: string | null;
}

export const PROGRAM_FORM_FIELDS = [
  'name',
  'daily_exercises',
  'assign_all',
  'max_number_of_allowed_groups',
  'pulse_survey',
] as const;

/**
 * The pulse survey a new program starts with. Spec: "New habit program defaults: ... pulse_survey
 * 1". On a fresh install survey 1 is the platform's default survey (migration 0005); where a
 * coach cannot use survey 1 they get the default survey (`is_default`) wherever it sits, else the
 * first survey they may use, and none when they have none.
 */
export function defaultPulseSurveyId(
  surveys: readonly (Pick<PulseSurvey, 'id'> & Partial<Pick<PulseSurvey, 'is_default'>>)[],
): number | null {
  if (surveys.some((survey) => survey.id === 1)) return 1;
  const platformDefault = surveys.find((survey) => survey.is_default === true);
  return platformDefault?.id ?? surveys[0]?.id ?? null;
}

const defaults = habitProgramWriteSchema.parse({ name: 'defaults' });

/** The form's starting values: the program's own, or the spec's defaults for a new one. */
export function programFormValues(
  program: HabitProgramSummary | null,
  defaultPulseSurvey: number | null = null,
): ProgramFormValues {
  const source = program ?? { ...defaults, name: '', pulse_survey: defaultPulseSurvey };
  return {
    name: source.name,
    daily_exercises: source.daily_exercises,
    assign_all: source.assign_all,
    max_number_of_allowed_groups: source.max_number_of_allowed_groups,
    pulse_survey: source.pulse_survey === null ? null : String(source.pulse_survey),
  };
}

/** An emptied number input is "missing" (null, so the schema says the field is required). */
const numberOrNull = (value: number | string) => (value === '' ? null : Number(value));

/** The request the values stand for, before validation. */
function candidate(values: ProgramFormValues) {
  return {
    name: values.name,
    daily_exercises: numberOrNull(values.daily_exercises),
    assign_all: values.assign_all,
    // Hidden while the program assigns every area: an emptied one falls back to the default.
    max_number_of_allowed_groups:
      values.assign_all && values.max_number_of_allowed_groups === ''
        ? undefined
        : numberOrNull(values.max_number_of_allowed_groups),
    pulse_survey: values.pulse_survey === null ? null : Number(values.pulse_survey),
  };
}

/** The form's validate function: the shared schema's messages ('Habit Programs require names'). */
export function validateProgramForm(values: ProgramFormValues): Record<string, string> {
  return zodValidate<ReturnType<typeof candidate>>(habitProgramWriteSchema)(candidate(values));
}

/** The body of POST and PATCH coaches/habit-programs/ for values that passed validation. */
export function programRequestBody(values: ProgramFormValues): HabitProgramWrite {
  return habitProgramWriteSchema.parse(candidate(values));
}
