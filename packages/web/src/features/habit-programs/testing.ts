// Test helpers of the habit program screens: builders shaped like the API contract and the routes
// a program's detail page reads.
import type {
  LessonChoice,
  AreaOfFocus,
  ExerciseResource,
  HabitProgram,
  PulseSurveySummary,
  TemplateExercise,
} from '@tandem/shared';
import type { FakeRoutes } from '../../test/fake-api';
import { pageOf } from '../../test/fake-requests';

/** A habit program coach 3 owns (editable); pass `editable: false, owner: null` for a managed one. */
export function buildHabitProgram(overrides: Partial<HabitProgram> = {}): HabitProgram {
  return {
    id: 1,
    name: 'Thrive',
    daily_exercises: 3,
    assign_all: true,
    max_number_of_allowed_groups: 3,
    pulse_survey: 1,
    editable: true,
    owner: 3,
    company: null,
    deleted: false,
    clients_count: 0,
    areas_count: 0,
    exercises_count: 0,
    ...overrides,
  };
}

/** A company-managed program: usable, read-only. */
export function buildManagedProgram(overrides: Partial<HabitProgram> = {}): HabitProgram {
  return buildHabitProgram({ editable: false, owner: null, company: 1, ...overrides });
}

/** An area of focus of program 1. */
export function buildAreaOfFocus(overrides: Partial<AreaOfFocus> = {}): AreaOfFocus {
  const id = overrides.id ?? 4;
  return {
    id,
    name: `Area ${id}`,
    color: '#12b886',
    public: true,
    areas_of_focus: [1],
    ordering: 0,
    exercises_count: 0,
    editable: true,
    ...overrides,
  };
}

/** A template exercise in area 4 (its `area` follows `themes` unless given). */
export function buildExercise(overrides: Partial<TemplateExercise> = {}): TemplateExercise {
  const id = overrides.id ?? 20;
  const areaId = overrides.themes?.[0] ?? 4;
  return {
    id,
    short_description: `Exercise ${id}`,
    description: `Do exercise ${id}.`,
    how: '',
    why: '',
    lesson: null,
    buffer: 7,
    available_for: 1,
    always: false,
    themes: [areaId],
    only_on: [],
    active: true,
    owner: 3,
    editable: true,
    area: { id: areaId, name: `Area ${areaId}`, color: '#12b886' },
    resources: [],
    created_at: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

/** A link resource of exercise 20. */
export function buildResource(overrides: Partial<ExerciseResource> = {}): ExerciseResource {
  return {
    id: 70,
    exercise: 20,
    instruction: 'Read the guide',
    url: 'https://example.com/guide',
    file: null,
    file_name: null,
    ...overrides,
  };
}

export function buildPulseSurvey(id: number, name = `Survey ${id}`): PulseSurveySummary {
  return { id, name, daily_num_questions: 3, editable: true };
}

export const PULSE_SURVEYS_ROUTE = 'GET /api/coaches/pulse-surveys/';
export const AREAS_ROUTE = 'GET /api/coaches/area-of-growths/';
export const EXERCISES_ROUTE = 'GET /api/coaches/template-exercises/';
export const RESOURCES_ROUTE = 'GET /api/coaches/exercise-resources/';
export const LESSON_CHOICES_ROUTE = 'GET /api/coaches/lesson-choices/';

/** What the detail page of `program` reads: the program, its areas and exercises, the surveys. */
export function programRoutes(
  program: HabitProgram,
  {
    areas = [],
    exercises = [],
    resources = [],
    surveys = [buildPulseSurvey(1, 'Daily Pulse')],
    lessons = [],
  }: {
    areas?: AreaOfFocus[];
    exercises?: TemplateExercise[];
    resources?: ExerciseResource[];
    surveys?: PulseSurveySummary[];
    lessons?: LessonChoice[];
  } = {},
): FakeRoutes {
  return {
    [`GET /api/coaches/habit-programs/${program.id}/`]: { body: program },
    [PULSE_SURVEYS_ROUTE]: { body: pageOf(surveys) },
    [AREAS_ROUTE]: { body: pageOf(areas) },
    [EXERCISES_ROUTE]: { body: pageOf(exercises) },
    [RESOURCES_ROUTE]: { body: pageOf(resources) },
    [LESSON_CHOICES_ROUTE]: { body: pageOf(lessons) },
  };
}

/** The multipart bodies sent to `path`, in order (the fake API records only JSON bodies). */
export function sentFormData(calls: [RequestInfo | URL, RequestInit?][], path: string): FormData[] {
  return calls
    .filter(
      ([input, init]) =>
        new URL(String(input), 'http://localhost').pathname === path && init?.body instanceof FormData,
    )
    .map(([, init]) => init!.body as FormData);
}
