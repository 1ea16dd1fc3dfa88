import { CLIENT_MESSAGES } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';

/** Every message of an error body, field by field (`{clients: [...], home: [...]}`), in order. */
export function allErrorMessages(body: unknown): string[] {
  if (typeof body === 'string') return body ? [body] : [];
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  const messages: string[] = [];
  for (const [field, value] of Object.entries(body)) {
    if (field === 'code') continue;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) if (typeof item === 'string' && item) messages.push(item);
  }
  return messages;
}

/**
 * What a failed client upload says (spec coach side section 8): below 500 the server's field
 * messages joined, one a line; otherwise (or without an answer) the server-error text.
 */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status < 500) {
    const messages = allErrorMessages(error.body);
    if (messages.length > 0) return messages.join('\n');
  }
  return CLIENT_MESSAGES.uploadServerError;
}
