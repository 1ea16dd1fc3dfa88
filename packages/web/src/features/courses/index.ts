/** The courses feature's door: what the app shell and other features may use of it. */
// The coach's screens: their course library, a course, a module, a new course, and a client's
// courses tab on the client detail page.
export { ClientCoursesTab } from './components/coach/client-courses-tab';
export { CoachCourseDetailPage } from './components/coach/coach-course-detail-page';
export { CoachCoursesPage } from './components/coach/coach-courses-page';
export { ModulePage } from './components/coach/module-page';
export { NewCoursePage } from './components/coach/new-course-page';
// The client's screens: their courses and one course with its lessons.
export { CoursePage } from './components/client/course-page';
export { CoursesPage } from './components/client/courses-page';
