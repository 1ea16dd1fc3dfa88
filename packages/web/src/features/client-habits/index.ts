/** The client-habits feature's door: what the app shell and other features may use of it. */
export { useCurrentProgress } from './api/get-current-progress';
export { ClientHabitsTab } from './components/client-habits-tab';
