import { z } from 'zod';
import { id, integer, queryId, queryInteger } from './fields';
import { ACCOUNT_MESSAGES, CLIENT_MESSAGES } from '../messages';
import { dayNumber, timeOfDay } from './accounts';
import { colorSchema, exerciseResourceSchema } from './habits';
import { LIST_LIMIT } from '../constants';
import { DEFAULT_HABIT_TIME } from '../constants/daily-exercises';

/*
 * The client's side of the habit engine: their tasks (exercises and habit days), their own
 * habits, notes on tasks, and what the coach reads of it (exercise history, progress by area).
 * Field names follow the spec (client side, section 3).
 */

const required = (max: number) =>
  z.string().trim().min(1, { error: 'This field may not be blank.' }).max(max);

/** A client's own habit, shown on the days of the week they chose. */
export const clientHabitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  why: z.string(),
  visualization: z.string(),
  color: z.string(),
  days_of_week: z.array(dayNumber),
  /** HH:MM:SS, local to the client. */
  time: z.string(),
  /** False once removed; removing is permanent. */
  active: z.boolean(),
  created_at: z.string(),
});
export type ClientHabit = z.infer<typeof clientHabitSchema>;

/** POST clients/habits/ — page one of the modal (details), page two (colour, days, time). */
export const clientHabitWriteSchema = z.object({
  name: required(200),
  description: z.string().trim().max(5000).default(''),
  why: z.string().trim().max(5000).default(''),
  visualization: z.string().trim().max(5000).default(''),
  color: colorSchema,
  days_of_week: z.array(dayNumber).min(1, { error: CLIENT_MESSAGES.selectWorkWeek }).max(7),
  time: timeOfDay.default(DEFAULT_HABIT_TIME),
});
export type ClientHabitWrite = z.input<typeof clientHabitWriteSchema>;

/**
 * GET clients/habits/ — `active` (default 'true'): 'true' the habits in use, 'false' the removed
 * ones, 'all' both. 100 a page by default (the spec's habit list limit).
 */
export const clientHabitQuerySchema = z.object({
  active: z.enum(['true', 'false', 'all']).optional(),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT).optional(),
  offset: queryInteger().optional(),
});

/** PATCH clients/habits/{id}/ — `active: false` removes it for good (it cannot come back). */
export const clientHabitPatchSchema = clientHabitWriteSchema
  .omit({ time: true })
  .extend({ time: timeOfDay, active: z.literal(false) })
  .partial();
export type ClientHabitPatch = z.input<typeof clientHabitPatchSchema>;

/** What a task shows of its template exercise. */
export const taskTemplateSchema = z.object({
  id: z.number().int(),
  short_description: z.string(),
  description: z.string(),
  how: z.string(),
  why: z.string(),
  area: z.object({ id: z.number().int(), name: z.string(), color: z.string() }),
  resources: z.array(exerciseResourceSchema),
});

/** A file the client attached when recording the exercise (POST clients/exercise-history/). */
export const taskAttachmentSchema = z.object({ url: z.string(), file_name: z.string() });

/**
 * A task: one exercise given to the client on a day (from the schedule, on request, or by the
 * coach) or one day of one of their habits. Exactly one of `template` and `habit` is set.
 */
export const taskSchema = z.object({
  id: z.number().int(),
  /** The client's local day it is due (YYYY-MM-DD). */
  due_at: z.string(),
  /** The last local day it stays on the list. */
  available_until: z.string(),
  completed_at: z.string().nullable(),
  ignored: z.boolean(),
  template: taskTemplateSchema.nullable(),
  habit: clientHabitSchema.nullable(),
  /** The area's colour, or the habit's. */
  color: z.string(),
  lesson: z.number().int().nullable(),
  /** How the task came: 'scheduled', 'requested' (one more), 'coach' or 'habit'. */
  source: z.enum(['scheduled', 'requested', 'coach', 'habit']),
  attachment: taskAttachmentSchema.nullable(),
  created_at: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

/** GET clients/tasks/ — `due=true`: what is on today's list (open, or done or skipped today). */
export const taskQuerySchema = z.object({
  due: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT).optional(),
  offset: queryInteger().optional(),
});

/** PATCH clients/tasks/{id}/ — complete (sets completed_at to now) or skip (ignored). */
export const taskPatchSchema = z
  .object({ completed: z.boolean(), ignored: z.boolean() })
  .partial()
  .refine((patch) => !(patch.completed && patch.ignored), {
    error: 'A task cannot be both completed and skipped.',
  });
export type TaskPatch = z.input<typeof taskPatchSchema>;

/** The text fields of POST clients/exercise-history/ (multipart, plus an optional `file`). */
export const exerciseHistoryFieldsSchema = z.object({
  /** The task id. */
  exercise: queryId,
  completed: z.enum(['true', 'false']).transform((value) => value === 'true'),
});

/**
 * A note: on a task, on a lesson (courses), or neither (a journal entry). Private notes are
 * never shown to the coach.
 */
export const noteSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  private: z.boolean(),
  task: z.number().int().nullable(),
  lesson: z.number().int().nullable(),
  created_at: z.string(),
  modified_at: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

/** One past exercise as the coach's exercise history shows it (spec: Client exercise). */
export const clientExerciseSchema = z.object({
  id: z.number().int(),
  due_at: z.string(),
  completed_at: z.string().nullable(),
  ignored: z.boolean(),
  short_description: z.string(),
  description: z.string(),
  color: z.string(),
  /** The client's notes on it that are not private, oldest first. */
  previous_notes: z.array(noteSchema),
  attachment: taskAttachmentSchema.nullable(),
  source: taskSchema.shape.source,
  created_at: z.string(),
});
export type ClientExercise = z.infer<typeof clientExerciseSchema>;

/** GET coaches/client-exercises/?user= — newest first, paged. */
export const clientExercisesQuerySchema = z.object({
  user: z.string().pipe(z.coerce.number<string>().int().positive()),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT).optional(),
  offset: queryInteger().optional(),
});

/** GET coaches/client-habits/?client= */
export const coachClientHabitsQuerySchema = z.object({
  client: z.string().pipe(z.coerce.number<string>().int().positive()),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT).optional(),
  offset: queryInteger().optional(),
});

/** GET coaches/client-notes/ — the client's shared notes on one habit's days or one task. */
export const coachClientNotesQuerySchema = z.object({
  habit: queryId.optional(),
  task: queryId.optional(),
  user: queryId.optional(),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT).optional(),
  offset: queryInteger().optional(),
});

/** Completion in one area of focus: `percent` = completed ÷ due, as a whole number 0..100. */
export const categoryProgressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  completed: z.number().int(),
  due: z.number().int(),
  percent: z.number().int(),
});
export type CategoryProgress = z.infer<typeof categoryProgressSchema>;

/** The client's program as they see it, with its areas (GET clients/habit-programs/). */
export const clientHabitProgramSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  assign_all: z.boolean(),
  max_number_of_allowed_groups: z.number().int(),
  daily_exercises: z.number().int(),
});
export type ClientHabitProgram = z.infer<typeof clientHabitProgramSchema>;

/** An area of focus as a client picks it. */
export const clientAreaOfFocusSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
});
export type ClientAreaOfFocus = z.infer<typeof clientAreaOfFocusSchema>;

/**
 * POST clients/area-of-growth/ — put area `theme` in slot `ordering` (0-based, below the
 * program's maximum) of the client's areas of focus; the slot's previous area is replaced.
 */
export const areaChoiceSchema = z.object({ theme: id, ordering: integer() });
export type AreaChoice = z.input<typeof areaChoiceSchema>;

/** PUT clients/area-of-growth/ — all of the client's areas at once, in order (what the pick page sends). */
export const areaChoicesSchema = z.object({
  areas: z
    .array(id)
    .min(1)
    .refine((areas) => new Set(areas).size === areas.length, { error: ACCOUNT_MESSAGES.duplicateAreas }),
});
export type AreaChoices = z.input<typeof areaChoicesSchema>;

/** PATCH clients/commitments/{id}/ — the client marks a commitment done (or not done). */
export const clientCommitmentPatchSchema = z.object({ completed: z.boolean() });
export type ClientCommitmentPatch = z.input<typeof clientCommitmentPatchSchema>;
