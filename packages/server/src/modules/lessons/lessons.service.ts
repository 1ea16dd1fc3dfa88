import type { z } from 'zod';
import {
  COURSE_MESSAGES,
  isFileLesson,
  moduleLessonFieldsSchema,
  moduleLessonPatchFieldsSchema,
  type LessonType,
  type ModuleLesson,
  type Move,
} from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { AppError, fieldErrors, parseFields } from '../../lib/errors';
import type { PageWindow } from '../../lib/pagination';
import { requireCoach } from '../../lib/policy';
import { moveAmongSiblings, nextOrdering } from '../../lib/sibling-order';
import { PRIVATE_FOLDER, removeFiles } from '../../lib/storage';
import { courseAccess } from '../courses';
import { answerAccess, type Access } from '../../lib/access';
import {
  contentErrorsBeforeFile,
  fileSuitsLesson,
  lessonSignatures,
  resolveLessonContent,
  type LessonContent,
} from './lessons.policy';
import { presentLesson } from './lessons.presenter';
import * as repo from './lessons.repo';
import type { PlanUpload, UploadForm, UploadPlan } from './upload-form';

/*
 * Lessons as coaches author them (coaches/module-lessons/), per docs/decisions/008-courses.md:
 * - Every endpoint needs a coach licence (403 before anything is looked up). A lesson follows
 *   its module's course: its owner writes, a managed course is read-only (403 'Company-managed
 *   content is read-only.'), anyone else's answers 404.
 * - The form is multipart, text fields first and then an optional `file`, or JSON without one.
 *   Fields and access are checked when the file part begins, before a byte is stored; the file
 *   is streamed to storage, checked by its first bytes against the lesson type (video: MP4 or
 *   WebM; audio: MP3, M4A, Ogg or WAV; pdf; file: anything, a download) and refused past
 *   MAX_LESSON_FILE_BYTES with 413 and nothing left behind.
 * - A file type needs a file ('No file uploaded'): the one sent, or (PATCH) the stored one if it
 *   suits the type; youtube and iframe need a web address in `iframe_url` and hold no file.
 *   `file_name` defaults to the uploaded name.
 * - The row is written after the file is stored, in one transaction; a request that fails
 *   removes the file it stored, and a file a lesson no longer holds is removed after commit.
 * - A new lesson goes last in its module; `move` swaps it with its neighbour.
 */

/** Lesson files live in the private folder: only signed links reach them. */
export const LESSON_FOLDER = `${PRIVATE_FOLDER}/lessons`;

/** Reads the request's form, deciding about its file with `plan` (upload-form.ts). */
export type FormReader = (plan: PlanUpload) => Promise<UploadForm>;

/** 404 when the actor may not see the course, 403 read-only when they may only look. */
export function assertAccess(access: Access): void {
  answerAccess(access, COURSE_MESSAGES.readOnly);
}

/**
 * The fields a PATCH sent, parsed: the shared patch schemas keep the create schema's defaults
 * (`description: ''`, `published: false`), which must not overwrite what was not sent.
 */
export function parsePatchFields<T extends z.ZodType>(
  schema: T,
  fields: Record<string, unknown>,
): Partial<z.output<T>> {
  const parsed = parseFields(schema, fields) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(parsed).filter(([name]) => fields[name] !== undefined)) as Partial<
    z.output<T>
  >;
}

const lessonTooLarge = () => new AppError(413, 'file_too_large', { detail: COURSE_MESSAGES.lessonTooLarge });

/** What the file of a lesson of `type` may be. A link lesson takes none. */
function lessonUploadPlan(type: LessonType, uploadedName: string, maxBytes: number): UploadPlan {
  if (!isFileLesson(type)) throw fieldErrors({ file: [COURSE_MESSAGES.wrongFileType] });
  return {
    folder: LESSON_FOLDER,
    accepted: lessonSignatures(type, uploadedName),
    maxBytes,
    tooLarge: lessonTooLarge,
    wrongType: COURSE_MESSAGES.wrongFileType,
    empty: COURSE_MESSAGES.lessonNeedsFile,
  };
}

const contentOf = (row: repo.LessonRow): LessonContent => ({
  type: row.type as LessonType,
  fileKey: row.fileKey,
  fileName: row.fileName,
  fileSize: row.fileSize,
  contentType: row.contentType,
  iframeUrl: row.iframeUrl,
});

/** The content a write leaves, or its field errors. */
function resolveOrThrow(...args: Parameters<typeof resolveLessonContent>): LessonContent {
  const resolved = resolveLessonContent(...args);
  if (!resolved.ok) throw fieldErrors(resolved.errors);
  return resolved.content;
}

/** The lessons of a module the coach may see, in order, with their resources. */
export async function listLessons(ctx: AppContext, actor: Actor, moduleId: number, window: PageWindow) {
  requireCoach(actor);
  const course = await repo.findModuleFacts(ctx.db, moduleId);
  assertAccess(courseAccess(actor, 'read', course));
  const { rows, count } = await repo.listLessons(ctx.db, moduleId, window);
  const resources = await repo.resourcesOfLessons(
    ctx.db,
    rows.map((row) => row.id),
  );
  const results = rows.map((row) =>
    presentLesson(
      ctx,
      actor,
      row,
      course!,
      resources.filter((resource) => resource.lessonId === row.id),
    ),
  );
  return { count, results };
}

/** One lesson of a course the coach may see, with its resources. */
export async function getLesson(ctx: AppContext, actor: Actor, id: number): Promise<ModuleLesson> {
  requireCoach(actor);
  const lesson = await repo.findLesson(ctx.db, id);
  assertAccess(courseAccess(actor, 'read', lesson));
  return presentLesson(ctx, actor, lesson!, lesson!, await repo.resourcesOfLessons(ctx.db, [id]));
}

/** A new lesson, last in a module of a course the coach owns. */
export async function createLesson(
  ctx: AppContext,
  actor: Actor,
  readForm: FormReader,
  maxBytes: number,
): Promise<ModuleLesson> {
  requireCoach(actor);
  const form = await readForm(async (fields, uploadedName) => {
    const input = parseFields(moduleLessonFieldsSchema, fields);
    assertAccess(courseAccess(actor, 'update', await repo.findModuleFacts(ctx.db, input.module)));
    const errors = contentErrorsBeforeFile(input, null);
    if (errors) throw fieldErrors(errors);
    return lessonUploadPlan(input.type, uploadedName, maxBytes);
  });
  let id: number;
  try {
    const input = parseFields(moduleLessonFieldsSchema, form.fields);
    id = await ctx.db.transaction(async (tx) => {
      assertAccess(courseAccess(actor, 'update', await repo.findModuleFacts(tx, input.module, true)));
      const content = resolveOrThrow(input, null, form.upload && uploadedFile(form.upload));
      const row = await repo.insertLesson(tx, {
        moduleId: input.module,
        title: input.title,
        description: input.description,
        published: input.published,
        ordering: await nextOrdering(tx, 'module_lessons', 'module_id', input.module),
        ...content,
      });
      return row.id;
    });
  } catch (error) {
    await removeFiles(ctx.storage, [form.upload?.key ?? null]);
    throw error;
  }
  return getLesson(ctx, actor, id);
}

const uploadedFile = (upload: NonNullable<UploadForm['upload']>) => ({
  fileKey: upload.key,
  fileName: upload.uploadedName,
  fileSize: upload.size,
  contentType: upload.contentType,
  uploadedName: upload.uploadedName,
});

/** Changes what is sent of a lesson the coach owns; a new file replaces the old one. */
export async function updateLesson(
  ctx: AppContext,
  actor: Actor,
  id: number,
  readForm: FormReader,
  maxBytes: number,
): Promise<ModuleLesson> {
  requireCoach(actor);
  const form = await readForm(async (fields, uploadedName) => {
    const input = parsePatchFields(moduleLessonPatchFieldsSchema, fields);
    const lesson = await repo.findLesson(ctx.db, id);
    assertAccess(courseAccess(actor, 'update', lesson));
    const errors = contentErrorsBeforeFile(input, contentOf(lesson!));
    if (errors) throw fieldErrors(errors);
    return lessonUploadPlan(input.type ?? (lesson!.type as LessonType), uploadedName, maxBytes);
  });
  let released: string | null = null;
  try {
    const input = parsePatchFields(moduleLessonPatchFieldsSchema, form.fields);
    await ctx.db.transaction(async (tx) => {
      const lesson = await repo.findLesson(tx, id, true);
      assertAccess(courseAccess(actor, 'update', lesson));
      const current = contentOf(lesson!);
      // The file was checked against the type when it arrived; another save may have changed it since.
      const type = input.type ?? current.type;
      if (form.upload && !fileSuitsLesson(type, form.upload.contentType))
        throw fieldErrors({ file: [COURSE_MESSAGES.wrongFileType] });
      const content = resolveOrThrow(input, current, form.upload && uploadedFile(form.upload));
      await repo.updateLesson(tx, id, {
        title: input.title,
        description: input.description,
        published: input.published,
        ...content,
      });
      if (current.fileKey !== content.fileKey) released = current.fileKey;
    });
  } catch (error) {
    await removeFiles(ctx.storage, [form.upload?.key ?? null]);
    throw error;
  }
  await removeFiles(ctx.storage, [released]);
  return getLesson(ctx, actor, id);
}

/** Deletes a lesson the coach owns with its resources; their files go after commit. */
export async function deleteLesson(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  requireCoach(actor);
  const keys = await ctx.db.transaction(async (tx) => {
    const lesson = await repo.findLesson(tx, id, true);
    assertAccess(courseAccess(actor, 'update', lesson));
    return repo.deleteLesson(tx, lesson!);
  });
  await removeFiles(ctx.storage, keys);
}

/** Swaps a lesson with its neighbour in its module. */
export async function moveLesson(ctx: AppContext, actor: Actor, id: number, move: Move): Promise<void> {
  requireCoach(actor);
  await ctx.db.transaction(async (tx) => {
    const lesson = await repo.findLesson(tx, id);
    assertAccess(courseAccess(actor, 'update', lesson));
    await moveAmongSiblings(tx, {
      table: 'module_lessons',
      parentColumn: 'module_id',
      parentId: lesson!.moduleId,
      id,
      direction: move.direction,
    });
  });
}
