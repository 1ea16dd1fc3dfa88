/** The courses feature's door: what the app shell and other features may use of it. */
export { ClientCoursesTab } from './components/client-courses-tab';
export { CoursePage } from './components/course-page';
export { CoursesPage } from './components/courses-page';
