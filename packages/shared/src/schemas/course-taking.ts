import { z } from 'zod';
import { courseFileSchema, LESSON_TYPES, lessonResourceSchema } from './courses';
import { id, queryId } from './fields';
import { pageQuerySchema } from './paging';

/* Who may take a coach's course, and the course as a client takes it (see courses.ts for authoring). */

// ---------------------------------------------------------------- coach: who may take a course

/** A client given a restricted course by name. */
export const clientCourseSchema = z.object({
  id: z.number().int(),
  course: z.number().int(),
  client: z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    image: z.string().nullable(),
  }),
  created_at: z.string(),
});
export type ClientCourse = z.infer<typeof clientCourseSchema>;
/** POST coaches/client-courses/ {client, course} — gives one of the coach's clients the course. */
export const clientCourseWriteSchema = z.object({ client: id, course: id });
/** GET coaches/client-courses/?course=ID */
export const clientCourseQuerySchema = pageQuerySchema.extend({ course: queryId });
/** POST coaches/courses/{id}/remove_user/ {user} — revokes a client's access. */
export const removeCourseUserSchema = z.object({ user: id });

// ---------------------------------------------------------------- the client's side

/** A lesson as a client takes it (published ones of published modules only). */
export const clientLessonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  type: z.enum(LESSON_TYPES),
  file: courseFileSchema.nullable(),
  iframe_url: z.string().nullable(),
  completed: z.boolean(),
  completed_at: z.string().nullable(),
  /** The client's latest note on the lesson, if any (notes are POSTed to clients/notes/ with `lesson`). */
  note: z
    .object({ id: z.number().int(), title: z.string(), text: z.string(), private: z.boolean() })
    .nullable(),
  resources: z.array(lessonResourceSchema),
});
export type ClientLesson = z.infer<typeof clientLessonSchema>;

export const clientModuleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  lessons: z.array(clientLessonSchema),
});
export type ClientModule = z.infer<typeof clientModuleSchema>;

/** A course card: `percent_completed` = completed lessons ÷ published lessons, a whole percent. */
export const clientCourseCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  background_image: z.string().nullable(),
  percent_completed: z.number().int(),
  lessons_count: z.number().int(),
});
export type ClientCourseCard = z.infer<typeof clientCourseCardSchema>;
/** GET clients/courses/{id}/ — the course with its published modules and lessons, in order. */
export const clientCourseDetailSchema = clientCourseCardSchema.extend({
  modules: z.array(clientModuleSchema),
});
export type ClientCourseDetail = z.infer<typeof clientCourseDetailSchema>;

/**
 * POST clients/lessons/{id}/complete/ — marks the lesson completed (again is harmless).
 * `first_completion`: this call took the course to 100 percent for the first time (the web then
 * goes to /courses); `next_lesson`: the next published lesson in order, or null at the end.
 */
export const lessonCompletionSchema = z.object({
  lesson: z.number().int(),
  course: z.number().int(),
  percent_completed: z.number().int(),
  first_completion: z.boolean(),
  next_lesson: z.number().int().nullable(),
});
export type LessonCompletion = z.infer<typeof lessonCompletionSchema>;

/**
 * GET clients/lessons/{id}/ — where a lesson the client may take lives, so the lesson behind an
 * exercise opens in its course (`/courses/{course}/lesson/{id}`); 404 when they may not take it.
 */
export const clientLessonLinkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  course: z.number().int(),
});
export type ClientLessonLink = z.infer<typeof clientLessonLinkSchema>;

/**
 * GET coaches/lesson-choices/ — the lessons an exercise may link to (spec: lesson list limit 100
 * on the exercise form): every lesson of a course the coach may use, in course, module and lesson
 * order, named with their course and module.
 */
export const lessonChoiceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  module_title: z.string(),
  course: z.number().int(),
  course_title: z.string(),
});
export type LessonChoice = z.infer<typeof lessonChoiceSchema>;

/**
 * GET coaches/client-courses/current/?client=ID — the courses the client can take, with every
 * published lesson's completion and the client's non-private notes on lessons (the "homework").
 */
export const coachClientCourseSchema = clientCourseCardSchema.extend({
  modules: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      lessons: z.array(
        z.object({
          id: z.number().int(),
          title: z.string(),
          type: z.enum(LESSON_TYPES),
          completed_at: z.string().nullable(),
          homework: z.array(z.object({ title: z.string(), text: z.string(), created_at: z.string() })),
        }),
      ),
    }),
  ),
});
export type CoachClientCourse = z.infer<typeof coachClientCourseSchema>;
export const coachClientCourseQuerySchema = z.object({ client: queryId });
