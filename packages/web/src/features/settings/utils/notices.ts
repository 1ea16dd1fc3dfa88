import { notifications } from '@mantine/notifications';
import { ACCOUNT_MESSAGES, CLIENT_MESSAGES } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { failureMessage, fieldErrors } from '../../../lib/api-errors';

/** Every settings save says 'Saved' on success. */
export function showSaved(): void {
  notifications.show({ color: 'green', message: CLIENT_MESSAGES.saved });
}

/** A save that has more to say than 'Saved' (which card, what a test renewal did). */
export function showDone(message: string): void {
  notifications.show({ color: 'green', message });
}

export function showFailure(message: string): void {
  notifications.show({ color: 'red', message });
}

/**
 * A failed PATCH of a settings section: a 400 puts its field errors under the inputs and says
 * 'Error' (as the profile save does); anything else shows the body's message or the server error.
 */
export function showSaveFailure(error: unknown, setErrors: (errors: Record<string, string>) => void): void {
  if (error instanceof ApiError && error.status === 400) {
    setErrors(fieldErrors(error.body));
    showFailure(ACCOUNT_MESSAGES.profileSaveError);
    return;
  }
  showFailure(failureMessage(error));
}
