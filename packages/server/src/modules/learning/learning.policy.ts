/** A client profile's facts that decide whether its user takes courses at all. */
export interface CourseTaker {
  allowCourses: boolean;
  deactivated: Date | null;
}

/**
 * Courses are for clients whose profile allows them and is active; anyone else (a user with no
 * client profile included) is refused the client course endpoints.
 */
export const mayTakeCourses = (profile: CourseTaker | undefined) =>
  profile !== undefined && profile.allowCourses && profile.deactivated === null;

/** The lesson after `lessonId` in the course's order, or null at the end (or when it is not there). */
export function nextLessonAfter(orderedIds: number[], lessonId: number): number | null {
  const index = orderedIds.indexOf(lessonId);
  if (index === -1) return null;
  return orderedIds[index + 1] ?? null;
}
