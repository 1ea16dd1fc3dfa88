/** The app-version feature's door: what the app shell and other features may use of it. */
export { useNewVersionNotice } from './hooks/use-new-version-notice';
