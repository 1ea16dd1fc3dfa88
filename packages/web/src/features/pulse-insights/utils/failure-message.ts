import { MESSAGES } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { generalError } from '../../../lib/api-errors';

/** What to tell the coach about a failed call: the server's message for a 4xx, the generic text otherwise. */
export function failureMessage(error: unknown): string {
  const message = error instanceof ApiError && error.status < 500 ? generalError(error.body) : undefined;
  return message ?? MESSAGES.serverError;
}
