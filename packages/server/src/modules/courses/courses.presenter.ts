import type { Course } from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import { presentCourseSummary } from '../catalog';
import { canOnCourse } from './courses.policy';
import type { CourseWithCounts } from './courses.repo';

/** A course as its coach sees it; `editable` is false for company-managed courses. */
export function presentCourse(actor: Actor, row: CourseWithCounts): Course {
  return {
    ...presentCourseSummary(row),
    background_image: row.backgroundImage,
    ordering: row.ordering,
    owner: row.ownerId,
    editable: canOnCourse(actor, 'update', row),
    modules_count: row.modulesCount,
    lessons_count: row.lessonsCount,
    clients_count: row.clientsCount,
  };
}
