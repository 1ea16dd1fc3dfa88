import { notifications } from '@mantine/notifications';
import { MESSAGES, PULSE_MESSAGES } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { failureMessage, fieldErrors } from '../../../lib/api-errors';

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);

/** Spec error catalogue: a failed survey save is a rights problem below 500, a server problem otherwise. */
export function saveSurveyMessage(error: unknown): string {
  const status = statusOf(error);
  return status !== undefined && status < 500 ? PULSE_MESSAGES.saveNoRights : MESSAGES.serverError;
}

/** Spec error catalogue: the message of a failed survey delete, by status. */
export function deleteSurveyMessage(error: unknown): string {
  const status = statusOf(error);
  if (status === 400) return PULSE_MESSAGES.deleteInUse;
  if (status === 404) return PULSE_MESSAGES.deleteNoRights;
  return MESSAGES.serverError;
}

/**
 * A refused client profile change (assigning or revoking): a 400's messages (the home page rule,
 * say) joined, else what `failureMessage` says.
 */
export function profileChangeMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) {
    const messages = [...new Set(Object.values(fieldErrors(error.body)))];
    if (messages.length > 0) return messages.join(' ');
  }
  return failureMessage(error);
}

/**
 * The field errors of a 400 that belong to the form's own fields (`fieldNames`); empty for any
 * other failure, whose message the caller shows instead.
 */
export function formFieldErrors(error: unknown, fieldNames: readonly string[]): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  return Object.fromEntries(
    Object.entries(fieldErrors(error.body)).filter(([field]) => fieldNames.includes(field)),
  );
}

export function showSuccess(message: string): void {
  notifications.show({ color: 'green', message });
}

export function showFailure(message: string): void {
  notifications.show({ color: 'red', message });
}
