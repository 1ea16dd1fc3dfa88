/** The password-reset feature's door: what the app shell and other features may use of it. */
export { ResetPasswordPage } from './components/reset-password-page';
export { ResetPasswordRequestPage } from './components/reset-password-request-page';
export { UndoEmailChangePage } from './components/undo-email-change-page';
