import { z } from 'zod';
import { id, integer, queryId, queryInteger, optionalWebUrl } from './fields';
import { HABIT_MESSAGES } from '../messages';
import { dayNumber } from './accounts';
import { habitProgramSummarySchema } from './catalog';
import { LIST_LIMIT } from '../constants';
import { HABIT_LIMITS, TEMPLATE_EXERCISE_ORDERINGS } from '../constants/habits';

/*
 * The coach's side of the habit engine: habit programs, their areas of focus, the exercise
 * library (template exercises) with resources, commitments and exercises a coach assigns.
 * Field names follow the spec (coach side, section 3).
 */

const blankable = (max: number) => z.string().trim().max(max);
const required = (max: number, message = 'This field may not be blank.') =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max);
/** A CSS colour as the pickers give it: #rgb or #rrggbb. */
export const colorSchema = z
  .string({ error: HABIT_MESSAGES.selectColor })
  .trim()
  .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { error: HABIT_MESSAGES.selectColor });

/** A habit program in full (the list uses the same shape; `editable` is false when managed). */
export const habitProgramSchema = habitProgramSummarySchema.extend({
  owner: z.number().int().nullable(),
  company: z.number().int().nullable(),
  deleted: z.boolean(),
  /** Clients currently on it (of every coach, for a managed program: it cannot be deleted then). */
  clients_count: z.number().int(),
  areas_count: z.number().int(),
  exercises_count: z.number().int(),
});
export type HabitProgram = z.infer<typeof habitProgramSchema>;

/** POST coaches/habit-programs/ and PATCH (partial). Spec defaults: assign_all true. */
export const habitProgramWriteSchema = z.object({
  name: required(200, HABIT_MESSAGES.programNameRequired),
  daily_exercises: z.number().int().min(0).max(HABIT_LIMITS.maxDailyExercises).default(3),
  assign_all: z.boolean().default(true),
  max_number_of_allowed_groups: z.number().int().min(1).max(HABIT_LIMITS.maxAllowedGroups).default(3),
  pulse_survey: id.nullable().default(null),
});
export type HabitProgramWrite = z.input<typeof habitProgramWriteSchema>;
export const habitProgramPatchSchema = z
  .object({
    name: required(200, HABIT_MESSAGES.programNameRequired),
    daily_exercises: z.number().int().min(0).max(HABIT_LIMITS.maxDailyExercises),
    assign_all: z.boolean(),
    max_number_of_allowed_groups: z.number().int().min(1).max(HABIT_LIMITS.maxAllowedGroups),
    pulse_survey: id.nullable(),
  })
  .partial();
export type HabitProgramPatch = z.input<typeof habitProgramPatchSchema>;

/** POST coaches/habit-programs/{id}/copy_program/ — a deep copy the caller owns. */
export const copyProgramSchema = z.object({
  name: required(200, HABIT_MESSAGES.programNameRequired),
  /** Move the caller's clients on the original to the copy. */
  move_clients: z.boolean().default(false),
});
export type CopyProgram = z.input<typeof copyProgramSchema>;

/** An area of focus; `areas_of_focus` lists the program it belongs to (one, in this design). */
export const areaOfFocusSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  public: z.boolean(),
  areas_of_focus: z.array(z.number().int()),
  ordering: z.number().int(),
  exercises_count: z.number().int(),
  editable: z.boolean(),
});
export type AreaOfFocus = z.infer<typeof areaOfFocusSchema>;

/** POST coaches/area-of-growths/ — `areas_of_focus` names the program (first id only). */
export const areaOfFocusWriteSchema = z.object({
  name: required(100),
  color: colorSchema,
  public: z.boolean().default(true),
  areas_of_focus: z.array(id).min(1, { error: 'This field is required.' }).max(1),
});
export type AreaOfFocusWrite = z.input<typeof areaOfFocusWriteSchema>;
/** PATCH coaches/area-of-growths/{id}/ — an area stays in its program. */
export const areaOfFocusPatchSchema = z
  .object({ name: required(100), color: colorSchema, public: z.boolean(), ordering: integer() })
  .partial();
export type AreaOfFocusPatch = z.input<typeof areaOfFocusPatchSchema>;

/** GET coaches/area-of-growths/ and clients/area-of-growths/ — by program. */
export const areaOfFocusQuerySchema = z.object({
  areas_of_focus: queryId.optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: queryInteger().optional(),
});

/** A resource of an exercise: an instruction with a link or a file to download. */
export const exerciseResourceSchema = z.object({
  id: z.number().int(),
  exercise: z.number().int(),
  instruction: z.string(),
  url: z.string().nullable(),
  /** `/media/...` URL of the uploaded file. */
  file: z.string().nullable(),
  file_name: z.string().nullable(),
});
export type ExerciseResource = z.infer<typeof exerciseResourceSchema>;

/** The text fields every resource has (of an exercise or a lesson): an instruction with a link or a file. */
export const resourceFieldsSchema = z.object({
  instruction: required(2000, HABIT_MESSAGES.noInstructions),
  url: optionalWebUrl().optional(),
  /**
   * The form's resource type (HABIT_MESSAGES.resourceTypeFile / resourceTypeUrl), optional:
   * 'file' needs a file (HABIT_MESSAGES.noFileUploaded); 'url' keeps only the link.
   */
  type: z.enum(['file', 'url']).optional(),
});

/** The text fields of POST/PATCH coaches/exercise-resources/ (multipart, plus an optional `file`). */
export const exerciseResourceFieldsSchema = resourceFieldsSchema.extend({
  exercise: queryId,
});

/** A template exercise; `themes[0]` is its area of focus. */
export const templateExerciseSchema = z.object({
  id: z.number().int(),
  /** The title. */
  short_description: z.string(),
  description: z.string(),
  how: z.string(),
  why: z.string(),
  lesson: z.number().int().nullable(),
  buffer: z.number().int(),
  available_for: z.number().int(),
  always: z.boolean(),
  themes: z.array(z.number().int()),
  /** Weekdays it may be given on (0 Monday..6 Sunday); empty means any day. */
  only_on: z.array(dayNumber),
  /** Enabled; disabled exercises are never assigned. */
  active: z.boolean(),
  owner: z.number().int().nullable(),
  editable: z.boolean(),
  /** The area of focus, for display. */
  area: z.object({ id: z.number().int(), name: z.string(), color: z.string() }),
  resources: z.array(exerciseResourceSchema),
  created_at: z.string(),
});
export type TemplateExercise = z.infer<typeof templateExerciseSchema>;

/**
 * POST coaches/template-exercises/ (PATCH is the partial form). Spec: title, description, buffer,
 * available_for and an area of focus are required.
 */
export const templateExerciseWriteSchema = z.object({
  short_description: required(200),
  description: required(5000),
  how: blankable(5000).default(''),
  why: blankable(5000).default(''),
  lesson: id.nullable().default(null),
  buffer: z.number({ error: 'This field is required.' }).int().min(0).max(HABIT_LIMITS.maxBufferDays),
  available_for: z
    .number({ error: 'This field is required.' })
    .int()
    .min(1)
    .max(HABIT_LIMITS.maxAvailableForDays),
  always: z.boolean().default(false),
  themes: z.array(id).min(1, { error: 'This field is required.' }).max(1),
  only_on: z.array(dayNumber).max(7).default([]),
  active: z.boolean().default(true),
  /**
   * The program the exercise is written for (optional). With it, a create without an area
   * answers HABIT_MESSAGES.createAreaFirst when that program has no area of focus yet.
   */
  habit_program: id.optional(),
});
export type TemplateExerciseWrite = z.input<typeof templateExerciseWriteSchema>;
export const templateExercisePatchSchema = z
  .object({
    short_description: required(200),
    description: required(5000),
    how: blankable(5000),
    why: blankable(5000),
    lesson: id.nullable(),
    buffer: z.number().int().min(0).max(HABIT_LIMITS.maxBufferDays),
    available_for: z.number().int().min(1).max(HABIT_LIMITS.maxAvailableForDays),
    always: z.boolean(),
    themes: z.array(id).min(1).max(1),
    only_on: z.array(dayNumber).max(7),
    active: z.boolean(),
  })
  .partial();
export type TemplateExercisePatch = z.input<typeof templateExercisePatchSchema>;

/** GET coaches/template-exercises/ — by program, by area, searched, paged (15 by default). */
export const templateExerciseQuerySchema = z.object({
  /** Program id: exercises of every area of that program. */
  themes__areas_of_focus: queryId.optional(),
  /** Area id. */
  themes: queryId.optional(),
  q: z.string().trim().max(200).optional(),
  ordering: z.enum(TEMPLATE_EXERCISE_ORDERINGS).optional(),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT).optional(),
  offset: queryInteger().optional(),
});

/** A commitment a coach asks of a client, due on a day. */
export const commitmentSchema = z.object({
  id: z.number().int(),
  client: z.number().int(),
  title: z.string(),
  description: z.string(),
  due_date: z.string(),
  assigned_by: z.number().int().nullable(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
});
export type Commitment = z.infer<typeof commitmentSchema>;

/** POST coaches/commitments/ — due_date defaults to the client's today. */
export const commitmentWriteSchema = z.object({
  client: id,
  title: required(200),
  description: blankable(5000).default(''),
  due_date: z.iso.date().optional(),
});
export type CommitmentWrite = z.input<typeof commitmentWriteSchema>;
export const commitmentPatchSchema = z
  .object({ title: required(200), description: blankable(5000), due_date: z.iso.date() })
  .partial();
export type CommitmentPatch = z.input<typeof commitmentPatchSchema>;

/** GET coaches/commitments/ — one client's commitments (all of the coach's clients without `client`). */
export const commitmentQuerySchema = z.object({
  client: queryId.optional(),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT).optional(),
  offset: queryInteger().optional(),
});

/** POST coaches/client-tasks/ — give a client one exercise of the library now. */
export const coachTaskCreateSchema = z.object({ template: id, user: id });
export type CoachTaskCreate = z.input<typeof coachTaskCreateSchema>;
