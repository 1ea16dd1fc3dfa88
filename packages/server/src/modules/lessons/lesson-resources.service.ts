import { HABIT_MESSAGES, lessonResourceFieldsSchema, type LessonResource } from '@tandem/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { fieldErrors, notFound, parseFields } from '../../lib/errors';
import type { PageWindow } from '../../lib/pagination';
import { requireCoach } from '../../lib/policy';
import { PRIVATE_FOLDER } from '../../lib/storage';
import { courseAccess } from '../courses';
import { resolveResourceContent } from '../../lib/resource-form';
import { resourceSignatures } from './lessons.policy';
import { presentLessonResource } from './lessons.presenter';
import * as repo from './lessons.repo';
import { removeFiles } from '../../lib/storage';
import { assertAccess, parsePatchFields, type FormReader } from './lessons.service';
import type { FormUpload, UploadPlan } from './upload-form';

/*
 * Resources of lessons (coaches/lesson-resources/): an instruction with a link or a file to
 * download. The rules are those of exercise resources (resource-form.ts): `instruction` required
 * ('No instructions given'); `type: 'file'` needs a file ('No file uploaded') and keeps only the
 * file, `type: 'url'` keeps only the link (a file sent along is skipped, not stored); a resource
 * with neither is refused ('No resources given'). Links are web addresses (http or https). Files
 * may be anything up to MAX_RESOURCE_FILE_BYTES: PDFs, videos and audio keep their type and open
 * in place, the rest are downloads. Access follows the lesson's course as for lessons; a file a
 * resource no longer holds is removed after commit.
 */

/** Resource files live in the private folder: only signed links reach them. */
export const RESOURCE_FOLDER = `${PRIVATE_FOLDER}/lesson-resources`;

const patchFieldsSchema = lessonResourceFieldsSchema.partial();

function resourceUploadPlan(uploadedName: string, maxBytes: number): UploadPlan {
  const tooLarge = `The file is too large: it may be at most ${Math.floor(maxBytes / (1024 * 1024)) || 1} MB.`;
  return {
    folder: RESOURCE_FOLDER,
    accepted: resourceSignatures(uploadedName),
    maxBytes,
    tooLarge: () => fieldErrors({ file: [tooLarge] }),
    wrongType: HABIT_MESSAGES.noFileUploaded,
    empty: HABIT_MESSAGES.noFileUploaded,
  };
}

/** What a resource holds after a write, with the stored file's size and type. */
function resolveContent(
  input: { type?: 'file' | 'url'; url?: string },
  upload: FormUpload | null,
  current?: repo.ResourceRow,
) {
  const content = resolveResourceContent({
    type: input.type,
    url: input.url,
    upload: upload && { key: upload.key, fileName: upload.uploadedName },
    current,
  });
  const file =
    upload && content.fileKey === upload.key
      ? { fileSize: upload.size, contentType: upload.contentType }
      : current && content.fileKey === current.fileKey
        ? { fileSize: current.fileSize, contentType: current.contentType }
        : { fileSize: null, contentType: null };
  return { ...content, ...file };
}

/** The resources of a lesson the coach may see, oldest first. */
export async function listResources(ctx: AppContext, actor: Actor, lessonId: number, window: PageWindow) {
  requireCoach(actor);
  assertAccess(courseAccess(actor, 'read', await repo.findLessonFacts(ctx.db, lessonId)));
  const { rows, count } = await repo.listResources(ctx.db, lessonId, window);
  return { count, results: rows.map((row) => presentLessonResource(ctx, row)) };
}

/** One resource of a lesson the coach may see. */
export async function getResource(ctx: AppContext, actor: Actor, id: number): Promise<LessonResource> {
  requireCoach(actor);
  const resource = await repo.findResource(ctx.db, id);
  assertAccess(courseAccess(actor, 'read', resource));
  return presentLessonResource(ctx, resource!);
}

/** A new resource of a lesson the coach may change. */
export async function createResource(
  ctx: AppContext,
  actor: Actor,
  readForm: FormReader,
  maxBytes: number,
): Promise<LessonResource> {
  requireCoach(actor);
  const form = await readForm(async (fields, uploadedName) => {
    const input = parseFields(lessonResourceFieldsSchema, fields);
    assertAccess(courseAccess(actor, 'update', await repo.findLessonFacts(ctx.db, input.lesson)));
    return input.type === 'url' ? null : resourceUploadPlan(uploadedName, maxBytes);
  });
  let row: repo.ResourceRow;
  try {
    const input = parseFields(lessonResourceFieldsSchema, form.fields);
    row = await ctx.db.transaction(async (tx) => {
      assertAccess(courseAccess(actor, 'update', await repo.findLessonFacts(tx, input.lesson, true)));
      const content = resolveContent(input, form.upload);
      return repo.insertResource(tx, { lessonId: input.lesson, instruction: input.instruction, ...content });
    });
  } catch (error) {
    await removeFiles(ctx.storage, [form.upload?.key ?? null]);
    throw error;
  }
  return presentLessonResource(ctx, row);
}

/** Changes what a resource says, links or holds; a file it no longer holds is removed. */
export async function updateResource(
  ctx: AppContext,
  actor: Actor,
  id: number,
  readForm: FormReader,
  maxBytes: number,
): Promise<LessonResource> {
  requireCoach(actor);
  /** The lessons the resource is on and would move to must both be the coach's to change. */
  async function authorize(db: DbOrTx, current: repo.ResourceWithFacts | undefined, lesson?: number) {
    assertAccess(courseAccess(actor, 'update', current));
    if (lesson !== undefined && lesson !== current!.lessonId)
      assertAccess(courseAccess(actor, 'update', await repo.findLessonFacts(db, lesson)));
  }
  const form = await readForm(async (fields, uploadedName) => {
    const input = parsePatchFields(patchFieldsSchema, fields);
    await authorize(ctx.db, await repo.findResource(ctx.db, id), input.lesson);
    return input.type === 'url' ? null : resourceUploadPlan(uploadedName, maxBytes);
  });
  let released: string | null = null;
  let row: repo.ResourceRow;
  try {
    const input = parsePatchFields(patchFieldsSchema, form.fields);
    row = await ctx.db.transaction(async (tx) => {
      const current = await repo.findResource(tx, id, true);
      if (!current) throw notFound();
      await authorize(tx, current, input.lesson);
      const content = resolveContent(input, form.upload, current);
      const updated = await repo.updateResource(tx, id, {
        lessonId: input.lesson ?? current.lessonId,
        instruction: input.instruction ?? current.instruction,
        ...content,
      });
      if (current.fileKey && current.fileKey !== content.fileKey) released = current.fileKey;
      return updated;
    });
  } catch (error) {
    await removeFiles(ctx.storage, [form.upload?.key ?? null]);
    throw error;
  }
  await removeFiles(ctx.storage, [released]);
  return presentLessonResource(ctx, row);
}

/** Deletes a resource of a lesson the coach may change; its file goes after commit. */
export async function deleteResource(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  requireCoach(actor);
  const key = await ctx.db.transaction(async (tx) => {
    const resource = await repo.findResource(tx, id, true);
    assertAccess(courseAccess(actor, 'update', resource));
    await repo.deleteResource(tx, id);
    return resource!.fileKey;
  });
  await removeFiles(ctx.storage, [key]);
}
