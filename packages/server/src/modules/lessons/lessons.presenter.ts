import type { LessonResource, LessonType, ModuleLesson } from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { canEditCatalogItem } from '../catalog';
import { presentCourseFile } from './course-files';
import type { CourseFacts, LessonRow, ResourceRow } from './lessons.repo';

/*
 * Lessons and resources as their coach sees them. Files appear as signed links (course-files.ts):
 * only call these for a coach allowed to read the course.
 */

/** A lesson resource: its instruction, link and file. Used for clients' lessons too. */
export function presentLessonResource(ctx: Pick<AppContext, 'db'>, row: ResourceRow): LessonResource {
  return {
    id: row.id,
    lesson: row.lessonId,
    instruction: row.instruction,
    url: row.url,
    file: presentCourseFile(ctx, row),
  };
}

/** A lesson with its resources; `editable` is false when the course is managed. */
export function presentLesson(
  ctx: Pick<AppContext, 'db'>,
  actor: Actor,
  row: LessonRow,
  course: CourseFacts,
  resources: ResourceRow[],
): ModuleLesson {
  return {
    id: row.id,
    module: row.moduleId,
    title: row.title,
    description: row.description,
    type: row.type as LessonType,
    file: presentCourseFile(ctx, row),
    file_name: row.fileName,
    iframe_url: row.iframeUrl,
    published: row.published,
    ordering: row.ordering,
    resources: resources.map((resource) => presentLessonResource(ctx, resource)),
    editable: canEditCatalogItem(actor, course),
  };
}
