import { MESSAGES } from '../messages';

/** Error code the server sends (403) when a deactivated client logs in with the right password. */
export const ACCOUNT_DEACTIVATED_CODE = 'account_deactivated';

/**
 * The login screen's message for a failed login (spec client side, section 8): no status at all
 * (a network failure) or the deactivated-account code gives the deactivation text, 500 and above
 * the server error, anything else below 500 the bad-credentials text.
 */
export function loginErrorMessage(status: number | undefined, code?: string): string {
  if (status === undefined || code === ACCOUNT_DEACTIVATED_CODE) return MESSAGES.accountDeactivated;
  if (status >= 500) return MESSAGES.loginServerError;
  return MESSAGES.badCredentials;
}
