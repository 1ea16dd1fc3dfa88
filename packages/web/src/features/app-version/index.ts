/** The app-version feature's door: what the app shell and other features may use of it. */
export { NewVersionNotice } from './components/new-version-notice';
