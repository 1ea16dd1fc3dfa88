import { exerciseResourceFieldsSchema, type ExerciseResource } from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { notFound, parseFields } from '../../lib/errors';
import type { PageWindow } from '../../lib/pagination';
import { requireCoach } from '../../lib/policy';
import { presentResource } from './exercises.presenter';
import { authorizeExercise } from './exercises.service';
import * as repo from './exercise-resources.repo';
import { resolveResourceContent, type ResourceForm } from '../../lib/resource-form';

/*
 * Resources of exercises (coaches/exercise-resources/). The rules:
 * - Every endpoint needs a coach licence (403). A resource is seen with its exercise (404
 *   otherwise) and written only by the owner of the exercise's program (403 read-only).
 * - The form (multipart, or JSON without a file): `instruction` (required: 'No instructions
 *   given'), `url` (a valid URL, or empty), `exercise`, optional `type` ('file' or 'url') and an
 *   optional `file`. `type: 'file'` without a file is {file: ['No file uploaded']}; `type: 'url'`
 *   keeps only the link; a resource with neither a link nor a file is non_field_errors 'No
 *   resources given'. Files are PDF or MP4 by their content, at most 25 MB (resource-form.ts).
 * - PATCH changes what it is sent; moving a resource to another exercise needs that exercise
 *   to be writable too.
 * - A stored file is removed once no resource row uses it (copied programs share files by key),
 *   after the change is written; a file stored for a request that fails is removed at once.
 */

const patchFieldsSchema = exerciseResourceFieldsSchema.partial();

/** Removes a stored file unless some resource still uses it; failing to is only wasted space. */
async function releaseFile(ctx: AppContext, key: string | null) {
  if (!key || (await repo.fileKeyInUse(ctx.db, key))) return;
  await ctx.storage.remove(key).catch(() => undefined);
}

/**
 * Reads the form, runs `write` with it, and removes the form's file if `write` failed or did
 * not keep it.
 */
async function withForm<T>(
  ctx: AppContext,
  readForm: () => Promise<ResourceForm>,
  write: (form: ResourceForm) => Promise<{ result: T; keptFile: string | null }>,
): Promise<T> {
  const form = await readForm();
  let kept: string | null = null;
  try {
    const { result, keptFile } = await write(form);
    kept = keptFile;
    return result;
  } finally {
    if (form.upload && form.upload.key !== kept)
      await ctx.storage.remove(form.upload.key).catch(() => undefined);
  }
}

/** The resources of an exercise the coach may see, oldest first. */
export async function listResources(ctx: AppContext, actor: Actor, exerciseId: number, window: PageWindow) {
  await authorizeExercise(ctx, actor, exerciseId, 'read');
  const { rows, count } = await repo.listResources(ctx.db, exerciseId, window);
  return { count, results: rows.map(presentResource) };
}

/** One resource of an exercise the coach may see. */
export async function getResource(ctx: AppContext, actor: Actor, id: number): Promise<ExerciseResource> {
  requireCoach(actor);
  const resource = await repo.findResource(ctx.db, id);
  if (!resource) throw notFound();
  await authorizeExercise(ctx, actor, resource.exerciseId, 'read');
  return presentResource(resource);
}

/** A new resource of an exercise the coach may change. */
export async function createResource(ctx: AppContext, actor: Actor, readForm: () => Promise<ResourceForm>) {
  requireCoach(actor);
  return withForm(ctx, readForm, async (form) => {
    const input = parseFields(exerciseResourceFieldsSchema, form.fields);
    await authorizeExercise(ctx, actor, input.exercise, 'update');
    const content = resolveResourceContent({ type: input.type, url: input.url, upload: form.upload });
    const row = await repo.insertResource(ctx.db, {
      exerciseId: input.exercise,
      instruction: input.instruction,
      ...content,
    });
    return { result: presentResource(row), keptFile: content.fileKey };
  });
}

/** Changes what a resource says, links or holds; a file it no longer holds is removed. */
export async function updateResource(
  ctx: AppContext,
  actor: Actor,
  id: number,
  readForm: () => Promise<ResourceForm>,
) {
  requireCoach(actor);
  let released: string | null = null;
  const result = await withForm(ctx, readForm, async (form) => {
    const input = parseFields(patchFieldsSchema, form.fields);
    return ctx.db.transaction(async (tx) => {
      const current = await repo.findResource(tx, id, true);
      if (!current) throw notFound();
      await authorizeExercise(ctx, actor, current.exerciseId, 'update');
      const exerciseId = input.exercise ?? current.exerciseId;
      if (exerciseId !== current.exerciseId) await authorizeExercise(ctx, actor, exerciseId, 'update');
      const content = resolveResourceContent({
        type: input.type,
        url: input.url,
        upload: form.upload,
        current,
      });
      const row = await repo.updateResource(tx, id, {
        exerciseId,
        instruction: input.instruction ?? current.instruction,
        ...content,
      });
      if (current.fileKey !== content.fileKey) released = current.fileKey;
      return { result: row, keptFile: content.fileKey };
    });
  });
  await releaseFile(ctx, released);
  return presentResource(result);
}

/** Deletes a resource; its file goes too unless another resource uses it. */
export async function deleteResource(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  requireCoach(actor);
  const key = await ctx.db.transaction(async (tx) => {
    const resource = await repo.findResource(tx, id, true);
    if (!resource) throw notFound();
    await authorizeExercise(ctx, actor, resource.exerciseId, 'update');
    await repo.deleteResource(tx, id);
    return resource.fileKey;
  });
  await releaseFile(ctx, key);
}
