/** The goals feature's door: what the app shell and other features may use of it. */
export { ClientGoalsTab } from './components/client-goals-tab';
export { GoalsPage } from './components/goals-page';
