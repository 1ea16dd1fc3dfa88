/** The lessons module's door: what the rest of the server may use of it. */
export { loadFileLinkSecret, presentCourseFile } from './course-files';
export { presentLessonResource } from './lessons.presenter';
export { lessonsRoutes } from './lessons.routes';
