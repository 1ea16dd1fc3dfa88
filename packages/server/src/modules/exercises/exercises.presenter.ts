import type { ExerciseResource, TemplateExercise } from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import { mediaUrl } from '../../lib/storage';
import { canEditCatalogItem } from '../catalog';
import type { ExerciseRecord, ResourceRow } from './exercises.repo';

/** A resource: its link, or its file as a `/media/...` URL with the name it was uploaded under. */
export function presentResource(row: ResourceRow): ExerciseResource {
  return {
    id: row.id,
    exercise: row.exerciseId,
    instruction: row.instruction,
    url: row.url,
    file: row.fileKey ? mediaUrl(row.fileKey) : null,
    file_name: row.fileKey ? row.fileName : null,
  };
}

/**
 * An exercise with its area and resources (already in order). Its `owner` is its program's
 * owner (null when company-managed) and `editable` says whether this coach may change it.
 */
export function presentExercise(
  actor: Actor,
  record: ExerciseRecord,
  resources: readonly ResourceRow[],
): TemplateExercise {
  return {
    id: record.id,
    short_description: record.shortDescription,
    description: record.description,
    how: record.how,
    why: record.why,
    lesson: record.lessonId,
    buffer: record.buffer,
    available_for: record.availableFor,
    always: record.always,
    themes: [record.areaId],
    only_on: record.onlyOn,
    active: record.active,
    owner: record.program.ownerId,
    editable: canEditCatalogItem(actor, record.program),
    area: { id: record.area.id, name: record.area.name, color: record.area.color },
    resources: resources.map(presentResource),
    created_at: record.createdAt.toISOString(),
  };
}

/** Exercises with their resources, from one batch of resource rows for all of them. */
export function presentExercises(
  actor: Actor,
  records: readonly ExerciseRecord[],
  resources: readonly ResourceRow[],
): TemplateExercise[] {
  const byExercise = new Map<number, ResourceRow[]>();
  for (const resource of resources)
    byExercise.set(resource.exerciseId, [...(byExercise.get(resource.exerciseId) ?? []), resource]);
  return records.map((record) => presentExercise(actor, record, byExercise.get(record.id) ?? []));
}
