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
  /** Django's words for a link that is not a web address (every URL field a person types). */
  invalidUrl: 'Enter a valid URL.',
  notAuthenticated: 'Authentication credentials were not provided.',
  invalidToken: 'Invalid token.',
  /** DRF's text for a paging cursor it did not write. */
  invalidCursor: 'Invalid cursor',
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
  /** An invitation is for the address it was sent to (issue 39). */
  invitationForAnotherEmail: 'This invitation was sent to another email address.',
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
  /** Changing the e-mail or the password asks for the current password (issue 39). */
  currentPasswordRequired: 'Enter your current password to confirm.',
  currentPasswordWrong: 'Your current password was entered incorrectly.',
  /** The undo link mailed to the old address when the e-mail changed. */
  emailUndoInvalid: 'This link is invalid, has expired or has already been used.',
  emailUndone:
    'Your e-mail address has been changed back, and every session of your account has been logged out.',
} as const;

/** Spec texts of the habit engine: programs, areas of focus, exercises and the daily list. */
export const HABIT_MESSAGES = {
  programNameRequired: 'Habit Programs require names',
  createAreaFirst: 'Please create an Area of Focus before continuing',
  programNotFound: 'Habit Program not found',
  onlyOwnersDelete: 'Only owners may delete Habit Programs',
  programInUse:
    'You have clients currently using this program. Move these clients to a different Habit Program to continue.',
  deleteFailed: 'Hmm... something went wrong. Our staff has been notified. Please try again later',
  noInstructions: 'No instructions given',
  noFileUploaded: 'No file uploaded',
  noResources: 'No resources given',
  resourceTypeFile: 'File to Download',
  resourceTypeUrl: 'URL Link',
  selectColor: 'Please select a color',
  allHabitsDone: "Looks like you've completed all your Habits for the day!",
  missingAreas: 'Woops! Looks like you forgot to select your Areas Of Focus',
  /** Settings: more areas than the program allows ({n} is the maximum). */
  maxAreas: 'You can only select a max of {n} areas of focus',
  /** Settings: fewer areas than the program asks for ({n} is the number). */
  chooseAllAreas: 'Please choose all {n} areasOfGrowth',
  /** Server: an area that is not one of the program's. */
  areaNotInProgram: 'This area of focus is not part of your habit program.',
  /** Server: a managed (company) item changed by a coach. */
  readOnly: 'Company-managed content is read-only.',
} as const;

/** Spec texts of pulse surveys, daily reflections and the analytics built on them. */
export const PULSE_MESSAGES = {
  /** Server: a survey without a name (the spec gives no text). */
  surveyNameRequired: 'Pulse Surveys require names',
  saveNoRights: 'You do not have the correct rights to update this Pulse Survey.',
  deleteInUse:
    'You have Habit Programs using this Pulse Survey. Please update your Habit Programs to use a different survey before removing this Pulse Survey.',
  deleteNoRights: 'You do not have the correct rights to delete this Pulse Survey',
  addQuestionFailed: 'Something went wrong. Our staff has been notified. Please try again later.',
  /** Daily reflection save: a statement, KPI or the reflection left blank. */
  fillEverything: 'Make sure everything is filled out',
  /** Server: a client without an assigned survey asks for today's reflection. */
  noSurveyAssigned: 'You have no daily reflection assigned. Contact your coach.',
  /** Server: answers sent for another reflection's statements. */
  unknownAnswer: 'This answer is not part of this reflection.',
  /** Server: a KPI name the client already has. */
  kpiExists: 'You already have a KPI with this name.',
  /** Preview: the button that leaves the preview. */
  back: 'Back',
  intro:
    'Taking a few minutes to reflect on your day helps you notice what is working and what is not. Be honest: there are no right or wrong answers.',
  instructions: 'Rate each statement from 1 (Strongly Disagree) to 7 (Strongly Agree).',
  saved: 'Saved',
  revoked: 'Revoked',
  deleted: 'Deleted',
} as const;

/** Spec texts of courses: authoring, lessons and resources. */
export const COURSE_MESSAGES = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  selectLessonType: 'Please select type of lesson this is',
  /** Validation of the file field (spec section 5). */
  fileTooLarge: 'File size is too large (max is 1GB)',
  /** A lesson save answered 413 (spec section 8). */
  lessonTooLarge: 'File size too large (max is 1GB)',
  lessonServerError: 'There was a server error. Our staff has been notified',
  moduleSaveError: 'An error occurred while saving',
  moduleError: 'An error occurred',
  /** Server: a lesson type that needs a file got none, or a link type got no link. */
  lessonNeedsFile: 'No file uploaded',
  lessonNeedsUrl: MESSAGES.invalidUrl,
  /** Server: an uploaded file that is not of the lesson's type. */
  wrongFileType: 'This file is not of the type chosen for the lesson.',
  /** Server: a managed (company) course changed by a coach. */
  readOnly: 'Company-managed content is read-only.',
  courseNotFound: 'Course not found',
  /** Leaving a module with unsaved changes. */
  unsavedDraft: 'You have unsaved changes. Leave anyway?',
} as const;

/** Texts of messaging: the spec's, then ours. */
export const MESSAGING_MESSAGES = {
  /** Spec section 2, verbatim (its spelling too). */
  noConversations: "You don't have any converstations.",
  newMessage: 'You have a new message',
  startConversation: 'Start a Conversation',
  /** Ours: the spec only says nothing is sent empty and an empty search says so. */
  emptyMessage: 'A message cannot be empty.',
  messageTooLong: 'A message can have at most 5000 characters.',
  noClientsFound: 'No clients found',
  cannotSend: 'Messages can no longer be sent in this conversation.',
  impersonating: 'Messages cannot be sent while impersonating.',
  notAllowed: 'Messaging is not turned on for this account.',
  clientDeactivated: 'This client is deactivated.',
  clientCannotMessage: 'Messaging is not turned on for this client.',
  noCoach: 'You do not have a coach to message yet.',
  coachCannotMessage: 'Your coach does not use messaging.',
  clientIdReused: 'This id was already used for another message.',
  youPrefix: '(You)',
} as const;

/** Texts of a client's own data (decision 014): ours, the spec has no such section. */
export const PERSONAL_DATA_MESSAGES = {
  passwordWrong: 'Your password was entered incorrectly.',
  passwordRequired: 'Enter your password to confirm.',
  onlyClients: 'Only a client can delete their own account here.',
  notWhileImpersonating: 'An account cannot be deleted while impersonating.',
  noDeletionPending: 'No deletion is scheduled for this account.',
} as const;

/** Texts of assessments: the spec's, verbatim (client side sections 4, 5 and 8; coach side 5). */
export const ASSESSMENT_MESSAGES = {
  noAssessments: 'You have not taken any Assessments. Contact your coach if you’d like to take one.',
  codeRequired: 'A Code is required to take this assessment',
  tokenInvalid: 'This token is no longer valid',
  loadFailed: 'Error: 404 This assessment is no longer active',
  ctaNeedsLink: 'Your CTA needs a real link to forward users to.',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  nameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
  attributesRequired: 'Choose at least one attribute',
  /** Ours: a free-plan coach's visitors past the month's allowance (client side 9). */
  monthlyLimitReached:
    'This assessment has reached its results for this month. Please contact the coach or try again next month.',
  /** Ours: every question needs an answer before the results can be worked out. */
  answersIncomplete: 'Please answer every question.',
  coachNotFound: 'No coach with that e-mail is listed.',
  promoCodeTaken: 'Another assessment already uses that code.',
  shareNotAllowed: 'These results cannot be shared.',
} as const;
