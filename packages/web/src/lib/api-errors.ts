import { MESSAGES } from '@tandem/shared';
import { ApiError } from './api-client';

/** Field name -> first message of a DRF-style error body (`{field: [msg]}`); `detail` and `code` are left out. */
export function fieldErrors(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(body)) {
    if (field === 'detail' || field === 'code') continue;
    const message = Array.isArray(value) ? value.find((item) => typeof item === 'string') : value;
    if (typeof message === 'string') errors[field] = message;
  }
  return errors;
}

/** The message of a body that is not about one field: `detail` or the first `non_field_errors`. */
export function generalError(body: unknown): string | undefined {
  const errors = fieldErrors(body);
  if (errors.non_field_errors) return errors.non_field_errors;
  const detail = (body as { detail?: unknown } | null)?.detail;
  return typeof detail === 'string' ? detail : undefined;
}

/**
 * What to tell the user about a failed call: below 500 the server's own message (`detail` or the
 * first non-field error, and with `orField` else the first field's message); the generic server
 * text for a 5xx, a network failure or a body without such a message.
 */
export function failureMessage(error: unknown, { orField = false }: { orField?: boolean } = {}): string {
  if (!(error instanceof ApiError) || error.status >= 500) return MESSAGES.serverError;
  const own = generalError(error.body) ?? (orField ? Object.values(fieldErrors(error.body))[0] : undefined);
  return own ?? MESSAGES.serverError;
}

/**
 * The first message on one field of an error body, even a field `fieldErrors` leaves out: the
 * two-step screens' input is named `code`, like the error-code key of a `detail` body.
 */
export function fieldMessage(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const value = (error.body as Record<string, unknown> | null)?.[field];
  const message = Array.isArray(value) ? value.find((item) => typeof item === 'string') : undefined;
  return typeof message === 'string' ? message : undefined;
}
