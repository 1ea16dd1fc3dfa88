import type { ClientCourse } from '@tandem/shared';
import type { ClientCourseRow } from './client-courses.repo';

/** A client given a (restricted) course by name. */
export function presentClientCourse(row: ClientCourseRow): ClientCourse {
  return {
    id: row.id,
    course: row.courseId,
    client: {
      id: row.client.id,
      first_name: row.client.firstName,
      last_name: row.client.lastName,
      email: row.client.email,
      image: row.client.image,
    },
    created_at: row.createdAt.toISOString(),
  };
}
