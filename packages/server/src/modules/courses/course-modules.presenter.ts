import type { CourseModule } from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import { canOnCourse } from './courses.policy';
import type { CourseModuleWithFacts } from './course-modules.repo';

/** A module as its coach edits it; `editable` follows its course (false when company-managed). */
export function presentCourseModule(actor: Actor, row: CourseModuleWithFacts): CourseModule {
  return {
    id: row.id,
    course: row.courseId,
    title: row.title,
    description: row.description,
    published: row.published,
    ordering: row.ordering,
    lessons_count: row.lessonsCount,
    editable: canOnCourse(actor, 'update', row),
  };
}
