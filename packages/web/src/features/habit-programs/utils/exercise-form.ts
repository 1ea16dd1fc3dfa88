import {
  templateExerciseWriteSchema,
  type LessonChoice,
  type TemplateExercise,
  type TemplateExerciseWrite,
} from '@tandem/shared';
import { zodValidate } from '../../../lib/zod-form';

/** Monday to Sunday, as the `only_on` chips show them (day numbers 0 to 6). */
export const WEEK_DAY_LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** The exercise form as its inputs hold it. */
export interface ExerciseFormValues {
  /** The title. */
  short_description: string;
  description: string;
  how: string;
  why: string;
  /** Days before the exercise may be given again ('' when emptied). */
  buffer: number | string;
  /** Days a given exercise stays listed ('' when emptied). */
  available_for: number | string;
  always: boolean;
  /** The area of focus id as the select holds it (the request's `themes: [id]`). */
  themes: string | null;
  /** Day numbers as text, '0' Monday to '6' Sunday; none means any day. */
  only_on: string[];
  /** Enabled. */
  active: boolean;
  /** The linked lesson's id as the select holds it, or null for none. */
  lesson: string | null;
}

export const EXERCISE_FORM_FIELDS = [
  'short_description',
  'description',
  'how',
  'why',
  'buffer',
  'available_for',
  'always',
  'themes',
  'only_on',
  'active',
  'lesson',
] as const;

/**
 * The form's starting values: the exercise's own, or a blank enabled exercise in `areaId`.
 * Buffer and available-for start empty: the spec requires the coach to choose them.
 */
export function exerciseFormValues(
  exercise: TemplateExercise | null,
  areaId: number | null,
): ExerciseFormValues {
  if (!exercise) {
    return {
      short_description: '',
      description: '',
      how: '',
      why: '',
      buffer: '',
      available_for: '',
      always: false,
      themes: areaId === null ? null : String(areaId),
      only_on: [],
      active: true,
      lesson: null,
    };
  }
  const area = exercise.themes[0] ?? exercise.area.id;
  return {
    short_description: exercise.short_description,
    description: exercise.description,
    how: exercise.how,
    why: exercise.why,
    buffer: exercise.buffer,
    available_for: exercise.available_for,
    always: exercise.always,
    themes: String(area),
    only_on: exercise.only_on.map(String),
    active: exercise.active,
    lesson: exercise.lesson === null ? null : String(exercise.lesson),
  };
}

const numberOrNull = (value: number | string) => (value === '' ? null : Number(value));

function candidate(values: ExerciseFormValues) {
  return {
    short_description: values.short_description,
    description: values.description,
    how: values.how,
    why: values.why,
    buffer: numberOrNull(values.buffer),
    available_for: numberOrNull(values.available_for),
    always: values.always,
    themes: values.themes === null ? [] : [Number(values.themes)],
    only_on: values.only_on.map(Number).sort((a, b) => a - b),
    active: values.active,
    lesson: values.lesson === null ? null : Number(values.lesson),
  };
}

/** The form's validate function (spec: title, description, buffer, available for and area required). */
export function validateExerciseForm(values: ExerciseFormValues): Record<string, string> {
  return zodValidate<ReturnType<typeof candidate>>(templateExerciseWriteSchema)(candidate(values));
}

/** The body of POST and PATCH coaches/template-exercises/; `lesson: null` unlinks the lesson. */
export function exerciseRequestBody(values: ExerciseFormValues): TemplateExerciseWrite {
  return templateExerciseWriteSchema.parse(candidate(values));
}

/**
 * The lesson select's options, grouped by course and named "Module · Lesson". A linked lesson that
 * is not among the choices (a course no longer usable, or past the first 100) keeps an option of
 * its own, so saving the form never drops the link by accident.
 */
export function lessonSelectData(choices: readonly LessonChoice[], selected: string | null) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const choice of choices) {
    const items = groups.get(choice.course_title) ?? [];
    items.push({ value: String(choice.id), label: `${choice.module_title} · ${choice.title}` });
    groups.set(choice.course_title, items);
  }
  const data = [...groups].map(([group, items]) => ({ group, items }));
  if (selected !== null && !choices.some((choice) => String(choice.id) === selected)) {
    data.push({ group: 'Linked lesson', items: [{ value: selected, label: `Lesson ${selected}` }] });
  }
  return data;
}
