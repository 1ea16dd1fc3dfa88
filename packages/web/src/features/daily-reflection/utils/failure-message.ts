import { MESSAGES } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { fieldErrors, generalError } from '../../../lib/api-errors';

/**
 * What to tell the client about a failed call: for a 4xx the server's own message (no survey
 * assigned, 'Make sure everything is filled out') or its first field message; otherwise the
 * generic server text.
 */
export function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500) return MESSAGES.serverError;
  return generalError(error.body) ?? Object.values(fieldErrors(error.body))[0] ?? MESSAGES.serverError;
}
