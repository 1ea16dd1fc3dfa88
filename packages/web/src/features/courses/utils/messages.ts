import { MESSAGES } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { fieldErrors, generalError } from '../../../lib/api-errors';

/**
 * What to tell the user about a failed call: for a 4xx the server's own message ('Course not
 * found') or its first field error; otherwise the generic server text.
 */
export function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500) return MESSAGES.serverError;
  return generalError(error.body) ?? Object.values(fieldErrors(error.body))[0] ?? MESSAGES.serverError;
}

/** The id of a route parameter, or null when the path does not hold one. */
export function idParam(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}
