import { ACCOUNT_MESSAGES, MESSAGES } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { fieldErrors, generalError } from '../../../lib/api-errors';

/** E-mail change (spec section 8): 400 in use, 429 wait, other statuses below 500 no permission, else server error. */
export function emailChangeErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500) return MESSAGES.serverError;
  if (error.status === 429) return generalError(error.body) ?? MESSAGES.noPermission;
  return error.status === 400 ? MESSAGES.emailInUse : MESSAGES.noPermission;
}

/** The e-mail change's answer about the current password, for that field (issue 39); else null. */
export function emailChangeFieldErrors(error: unknown): { current_password: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const { current_password: message } = fieldErrors(error.body);
  return message ? { current_password: message } : null;
}

/** Password change (spec section 8): the first field error or non_field_errors; 500 and above a server error. */
export function passwordChangeErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500) return ACCOUNT_MESSAGES.passwordChangeServerError;
  const [first] = Object.values(fieldErrors(error.body));
  return first ?? generalError(error.body) ?? ACCOUNT_MESSAGES.passwordChangeServerError;
}
