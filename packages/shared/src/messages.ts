/** User-facing texts from the spec, verbatim, shared by the server and the web. */
export const MESSAGES = {
  badCredentials: 'Bad username or password',
  loginServerError: 'Server error. Our staff has been notified. Please try again later',
  accountDeactivated: 'This account has been deactivated. Please contact your admin to re-activate.',
  upgrade: "It doesn't look like you have access to this feature. You may want to upgrade your account.",
  supportSent: 'Our staff has been notified!',
  emailInUse: 'That email address is already in use',
  noPermission: 'You do not have permission to perform this action',
  serverError: 'There was a server error. Our staff has been notified. Please try again later',
  required: 'This field is required.',
  notFound: 'Not found.',
  notAuthenticated: 'Authentication credentials were not provided.',
  invalidToken: 'Invalid token.',
  tooManyLoginAttempts: 'Too many login attempts. Please wait a few minutes and try again.',
} as const;

/** Spec texts of the clients, invitations and cohorts screens (coach side sections 4, 5, 8). */
export const CLIENT_MESSAGES = {
  selectHabitProgram: 'Please select an habit program',
  selectPulseSurvey: 'Please select a pulse survey',
  homeMustBeEnabled: 'A clients home page must be a feature that is toggled on.',
  csvHeader: 'Please make sure you only have email,first_name,last_name as the first line',
  uploadServerError: 'There was a server error. We have notified our staff. Please try again later.',
  noPendingInvitations: 'You have no pending invitations',
  invitationsSent: 'Invitations sent!',
  emailSent: 'Email sent',
  deleted: 'Deleted',
  saved: 'Saved',
  removed: 'Removed',
  mustSelectHabitProgram: 'You must select a Habit Program',
  mustSelectPulseSurvey: 'You must select a Pulse Survey',
  mustMatchDeactivate: 'Must match DEACTIVATE',
  reactivated: 'This user has been turned back on.',
  noClientsMatching: 'No clients matching the search',
  /** `{name}` is the client's full name. */
  alreadyInCohort: "Unable to add {name} because they're already part of this cohort",
  invitationInactive: 'This invitation is no longer active.',
  planInactive: 'This subscription plan is no longer active.',
  signUpServerError: 'There was a server error. Our staff has been notified. Please try again later',
  emailConfirmationMismatch: 'Email and email confirmation does not match',
  passwordConfirmationMismatch: 'Password confirmation does not match',
  selectWorkWeek: 'Please select days of the week',
  pickAllAreas: "Make sure you've picked all your areas of focus",
  alreadyClient: 'is already one of your clients',
  emailHasAccount: 'This email address already has an account.',
  duplicateRow: 'This email address appears more than once in the list.',
} as const;

/** Fills `{name}`-style placeholders of a spec text. */
export function fillMessage(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** Spec texts of the client's own space: goals, journal, settings and password reset. */
export const ACCOUNT_MESSAGES = {
  completeMilestonesFirst: "Before completing your goal, you must first complete all the goal's milestones.",
  selectColor: 'Please select a color',
  emailConfirmationMismatch: 'Confirmation email does not match.',
  passwordMismatch: "Password doesn't match",
  passwordChangeServerError: 'There was a server error. Our staff have been notified. Please try again later',
  fillAllFields: 'Please fill out all fields',
  confirmationMismatch: 'Confirmation does not match',
  resetRequestServerError: 'Server error. Our staff has been notified. Please try again later',
  duplicateAreas: 'You have duplicate areas of focus',
  fixErrorFirst: 'Fix error before submitting',
  oldPasswordWrong: 'Your old password was entered incorrectly.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  resetRequested:
    'If an account exists for that e-mail address, we have sent it a link to reset the password.',
  profileSaveError: 'Error',
} as const;
