import { notifications } from '@mantine/notifications';
import { CLIENT_MESSAGES, COURSE_MESSAGES, PULSE_MESSAGES } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { fieldErrors, generalError } from '../../../lib/api-errors';

/** A failed save, split into messages under the form's fields and one for the whole form. */
export interface SaveFailure {
  fields: Record<string, string>;
  message: string | null;
}

/**
 * A 400's field errors that belong to `fieldNames` go under their inputs; a message that belongs
 * to no shown field (or `detail`) is the form's message, else `fallback` when nothing was shown.
 */
function splitFieldErrors(body: unknown, fieldNames: readonly string[], fallback: string): SaveFailure {
  const errors = fieldErrors(body);
  const fields = Object.fromEntries(Object.entries(errors).filter(([field]) => fieldNames.includes(field)));
  const unshown = Object.keys(errors).find((field) => !fieldNames.includes(field));
  const message = (unshown && errors[unshown]) || generalError(body) || null;
  return { fields, message: message ?? (Object.keys(fields).length === 0 ? fallback : null) };
}

/**
 * Spec error catalogue, lesson save: below 410 the server's data (or, with none, 'Please select
 * type of lesson this is'); 413 'File size too large (max is 1GB)'; anything else the server
 * error text.
 */
export function lessonSaveFailure(error: unknown, fieldNames: readonly string[]): SaveFailure {
  if (!(error instanceof ApiError)) return { fields: {}, message: COURSE_MESSAGES.lessonServerError };
  if (error.status === 413) return { fields: {}, message: COURSE_MESSAGES.lessonTooLarge };
  if (error.status < 410) return splitFieldErrors(error.body, fieldNames, COURSE_MESSAGES.selectLessonType);
  return { fields: {}, message: COURSE_MESSAGES.lessonServerError };
}

/**
 * A failed course or module save: a 400's field errors under their inputs, anything else
 * `fallback` (spec, module save: 'An error occurred while saving'), or the server's own 4xx text.
 */
export function formSaveFailure(
  error: unknown,
  fieldNames: readonly string[],
  fallback: string,
): SaveFailure {
  if (error instanceof ApiError && error.status === 400)
    return splitFieldErrors(error.body, fieldNames, fallback);
  if (error instanceof ApiError && error.status < 500) {
    return { fields: {}, message: generalError(error.body) ?? fallback };
  }
  return { fields: {}, message: fallback };
}

/** Puts a failed save's field errors under the inputs and its message in a red notification. */
export function showSaveFailure(failure: SaveFailure, setErrors: (errors: Record<string, string>) => void) {
  if (Object.keys(failure.fields).length > 0) setErrors(failure.fields);
  if (failure.message) showFailure(failure.message);
}

export function showSaved(): void {
  notifications.show({ color: 'green', message: CLIENT_MESSAGES.saved });
}

export function showDeleted(): void {
  notifications.show({ color: 'green', message: CLIENT_MESSAGES.deleted });
}

export function showRevoked(): void {
  notifications.show({ color: 'green', message: PULSE_MESSAGES.revoked });
}

export function showFailure(message: string): void {
  notifications.show({ color: 'red', message });
}
