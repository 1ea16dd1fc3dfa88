import { z } from 'zod';
import { COURSE_MESSAGES } from '../messages';
import { courseSummarySchema } from './catalog';
import { id, queryId, optionalWebUrl } from './fields';
import { resourceFieldsSchema } from './habits';
import { pageQuerySchema } from './paging';

/*
 * Courses: a coach's courses of modules and lessons with resources, who may take them, and the
 * client's progress through them. Field names follow the spec (coach side section 3, client side
 * section 3); the rules are in docs/decisions/008-courses.md.
 */

const required = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max);
/** Multipart fields arrive as strings: 'true' / 'false'. */
const formBool = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

/** Spec: "Max lesson file 1 GB". */
export const MAX_LESSON_FILE_BYTES = 1024 * 1024 * 1024;
/** Resource files (instructions to download) are smaller. */
export const MAX_RESOURCE_FILE_BYTES = 100 * 1024 * 1024;
/** A course's background image. */
export const MAX_COURSE_IMAGE_BYTES = 5 * 1024 * 1024;
/** How long a signed file link works (the course page refreshes well within it). */
export const COURSE_FILE_LINK_SECONDS = 6 * 60 * 60;

/** Spec: lesson types (client side adds `file`, a download). */
export const LESSON_TYPES = ['video', 'audio', 'pdf', 'file', 'youtube', 'iframe'] as const;
export type LessonType = (typeof LESSON_TYPES)[number];
/** Types whose content is an uploaded file; the others are a link (`iframe_url`). */
export const FILE_LESSON_TYPES = ['video', 'audio', 'pdf', 'file'] as const satisfies readonly LessonType[];
export const isFileLesson = (type: LessonType) => (FILE_LESSON_TYPES as readonly string[]).includes(type);
/** The labels the lesson form offers. */
export const LESSON_TYPE_LABELS: Record<LessonType, string> = {
  video: 'Video',
  audio: 'Audio',
  pdf: 'PDF',
  file: 'File to Download',
  youtube: 'YouTube',
  iframe: 'Web page (iframe)',
};

// ---------------------------------------------------------------- coach: courses

/**
 * A course as its coach sees it. `editable` is false for company-managed courses; `clients_count`
 * is how many clients were given it by name (restricted courses).
 */
export const courseSchema = courseSummarySchema.extend({
  background_image: z.string().nullable(),
  ordering: z.number().int(),
  owner: z.number().int().nullable(),
  editable: z.boolean(),
  modules_count: z.number().int(),
  lessons_count: z.number().int(),
  clients_count: z.number().int(),
});
export type Course = z.infer<typeof courseSchema>;

/**
 * POST coaches/courses/ and PATCH (partial) — JSON. The background image is set separately
 * (POST coaches/courses/{id}/background_image/ multipart `file`, an image).
 */
export const courseWriteSchema = z.object({
  title: required(200, COURSE_MESSAGES.titleRequired),
  description: required(5000, COURSE_MESSAGES.descriptionRequired),
  public: z.boolean().default(false),
  published: z.boolean().default(false),
});
export type CourseWrite = z.input<typeof courseWriteSchema>;
export const coursePatchSchema = z
  .object({
    title: required(200, COURSE_MESSAGES.titleRequired),
    description: required(5000, COURSE_MESSAGES.descriptionRequired),
    public: z.boolean(),
    published: z.boolean(),
  })
  .partial();
export type CoursePatch = z.input<typeof coursePatchSchema>;

/** POST coaches/courses/{id}/move/, course-modules/{id}/move/, module-lessons/{id}/move/ — swap with a neighbour. */
export const moveSchema = z.object({ direction: z.enum(['up', 'down']) });
export type Move = z.infer<typeof moveSchema>;

// ---------------------------------------------------------------- coach: modules

export const courseModuleSchema = z.object({
  id: z.number().int(),
  course: z.number().int(),
  title: z.string(),
  description: z.string(),
  published: z.boolean(),
  ordering: z.number().int(),
  lessons_count: z.number().int(),
  editable: z.boolean(),
});
export type CourseModule = z.infer<typeof courseModuleSchema>;
/** POST coaches/course-modules/ (PATCH partial, without `course`). */
export const courseModuleWriteSchema = z.object({
  course: id,
  title: required(200, COURSE_MESSAGES.titleRequired),
  description: required(5000, COURSE_MESSAGES.descriptionRequired),
  published: z.boolean().default(false),
});
export type CourseModuleWrite = z.input<typeof courseModuleWriteSchema>;
/** Without defaults: a PATCH leaves alone what it does not send. */
export const courseModulePatchSchema = z
  .object({
    title: required(200, COURSE_MESSAGES.titleRequired),
    description: required(5000, COURSE_MESSAGES.descriptionRequired),
    published: z.boolean(),
  })
  .partial();
export type CourseModulePatch = z.input<typeof courseModulePatchSchema>;
/** GET coaches/course-modules/?course=ID — in order. */
export const courseModuleQuerySchema = pageQuerySchema.extend({ course: queryId });

// ---------------------------------------------------------------- coach: lessons and resources

/** A lesson's or resource's stored file: a signed link that works for COURSE_FILE_LINK_SECONDS. */
export const courseFileSchema = z.object({
  url: z.string(),
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
});
export type CourseFile = z.infer<typeof courseFileSchema>;

export const lessonResourceSchema = z.object({
  id: z.number().int(),
  lesson: z.number().int(),
  instruction: z.string(),
  url: z.string().nullable(),
  file: courseFileSchema.nullable(),
});
export type LessonResource = z.infer<typeof lessonResourceSchema>;

/** A lesson as its coach edits it. `iframe_url` holds the YouTube or page link of those types. */
export const moduleLessonSchema = z.object({
  id: z.number().int(),
  module: z.number().int(),
  title: z.string(),
  description: z.string(),
  type: z.enum(LESSON_TYPES),
  file: courseFileSchema.nullable(),
  file_name: z.string().nullable(),
  iframe_url: z.string().nullable(),
  published: z.boolean(),
  ordering: z.number().int(),
  resources: z.array(lessonResourceSchema),
  editable: z.boolean(),
});
export type ModuleLesson = z.infer<typeof moduleLessonSchema>;

/**
 * The text fields of POST/PATCH coaches/module-lessons/ (multipart, plus an optional `file` part
 * last, streamed to storage). File types need a file (on create, or one already stored); link
 * types need `iframe_url`. Over MAX_LESSON_FILE_BYTES answers 413.
 */
export const moduleLessonFieldsSchema = z.object({
  module: queryId,
  title: required(200, COURSE_MESSAGES.titleRequired),
  description: z.string().trim().max(5000).default(''),
  type: z.enum(LESSON_TYPES, { error: COURSE_MESSAGES.selectLessonType }),
  file_name: z.string().trim().max(200).optional(),
  iframe_url: optionalWebUrl().optional(),
  published: formBool.default(false),
});
/** Without defaults: a PATCH leaves alone what it does not send. */
export const moduleLessonPatchFieldsSchema = z
  .object({
    title: required(200, COURSE_MESSAGES.titleRequired),
    description: z.string().trim().max(5000),
    type: z.enum(LESSON_TYPES, { error: COURSE_MESSAGES.selectLessonType }),
    file_name: z.string().trim().max(200),
    iframe_url: optionalWebUrl(),
    published: formBool,
  })
  .partial();
/** GET coaches/module-lessons/?module=ID — in order (the spec's limit 500). */
export const moduleLessonQuerySchema = pageQuerySchema.extend({ module: queryId });

/**
 * The text fields of POST/PATCH coaches/lesson-resources/ (multipart, plus an optional `file`):
 * the same rules and messages as exercise resources (No instructions given / No file uploaded /
 * No resources given).
 */
export const lessonResourceFieldsSchema = resourceFieldsSchema.extend({
  lesson: queryId,
});
