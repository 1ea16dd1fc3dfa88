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
