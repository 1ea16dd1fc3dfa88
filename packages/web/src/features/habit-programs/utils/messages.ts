import { notifications } from '@mantine/notifications';
import { CLIENT_MESSAGES, HABIT_MESSAGES } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { failureMessage, fieldErrors } from '../../../lib/api-errors';

/** Spec error catalogue: the message of a failed habit program delete, by status. */
export function deleteProgramMessage(error: unknown): string {
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 404) return HABIT_MESSAGES.programNotFound;
  if (status === 403) return HABIT_MESSAGES.onlyOwnersDelete;
  if (status === 409) return HABIT_MESSAGES.programInUse;
  return HABIT_MESSAGES.deleteFailed;
}

/**
 * A failed save: a 400's field errors go under their inputs (`fieldNames` are the form's own);
 * a message that belongs to no shown field, or any other failure, becomes a red notification.
 */
export function showSaveFailure(
  error: unknown,
  fieldNames: readonly string[],
  setErrors: (errors: Record<string, string>) => void,
): void {
  const errors = error instanceof ApiError && error.status === 400 ? fieldErrors(error.body) : {};
  const shown = Object.fromEntries(Object.entries(errors).filter(([field]) => fieldNames.includes(field)));
  if (Object.keys(shown).length > 0) setErrors(shown);
  const unshown = Object.keys(errors).find((field) => !fieldNames.includes(field));
  if (Object.keys(shown).length === 0 || unshown) {
    notifications.show({ color: 'red', message: (unshown && errors[unshown]) || failureMessage(error) });
  }
}

export function showSaved(): void {
  notifications.show({ color: 'green', message: CLIENT_MESSAGES.saved });
}

export function showDeleted(): void {
  notifications.show({ color: 'green', message: CLIENT_MESSAGES.deleted });
}

export function showFailure(message: string): void {
  notifications.show({ color: 'red', message });
}
