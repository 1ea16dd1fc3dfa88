/** The coach-courses feature's door: what the app shell and other features may use of it. */
export { CoachCourseDetailPage } from './components/coach-course-detail-page';
export { CoachCoursesPage } from './components/coach-courses-page';
export { ModulePage } from './components/module-page';
export { NewCoursePage } from './components/new-course-page';
