/** The learning module's door: what the rest of the server may use of it. */
export { canSeeLesson, isLessonUsableBy } from './learning.repo';
export { learningRoutes } from './learning.routes';
