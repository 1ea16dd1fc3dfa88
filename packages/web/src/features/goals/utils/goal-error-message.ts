import { MESSAGES } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { fieldErrors, generalError } from '../../../lib/api-errors';

/**
 * What to tell the user about a failed goal or milestone call: for a 4xx the server's message
 * (e.g. the milestones-first rule) or its first field error; otherwise the generic server text.
 */
export function goalErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500) return MESSAGES.serverError;
  return generalError(error.body) ?? Object.values(fieldErrors(error.body))[0] ?? MESSAGES.serverError;
}
