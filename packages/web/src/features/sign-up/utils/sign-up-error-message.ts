import { CLIENT_MESSAGES } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { fieldErrors, generalError } from '../../../lib/api-errors';

/**
 * What a failed sign-up says (spec client side section 8): from 500 up (or without an answer)
 * the server-error text; otherwise the first message of each field of the error body, one a line.
 */
export function signUpErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500) return CLIENT_MESSAGES.signUpServerError;
  const messages = Object.values(fieldErrors(error.body));
  if (messages.length > 0) return messages.join('\n');
  return generalError(error.body) ?? CLIENT_MESSAGES.signUpServerError;
}
