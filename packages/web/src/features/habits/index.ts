/** The habits feature's door (a client's habits, commitments and exercise history as their coach sees them): what the app shell and other features may use of it. */
export { useCurrentProgress } from './api/get-current-progress';
export { ClientHabitsTab } from './components/client-habits-tab';
