import { MESSAGES } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { fieldErrors, generalError } from '../../../lib/api-errors';

/**
 * What to tell the user about a failed call: for a 4xx the server's reason (`detail`, the first
 * non-field error, or the named field's message), otherwise the generic server error text.
 */
export function failureMessage(error: unknown, field?: string): string {
  if (!(error instanceof ApiError) || error.status >= 500) return MESSAGES.serverError;
  return (field && fieldErrors(error.body)[field]) || generalError(error.body) || MESSAGES.serverError;
}
