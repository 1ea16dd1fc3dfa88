import { MESSAGES } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { allErrorMessages } from './upload-error-message';

/** What a failed invitation action (delete, resend, custom mail) says: the server's words, if any. */
export function actionErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status < 500) {
    const messages = allErrorMessages(error.body);
    if (messages.length > 0) return messages.join('\n');
  }
  return MESSAGES.serverError;
}
