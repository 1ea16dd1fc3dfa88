import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, MESSAGES } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { emailChangeErrorMessage, passwordChangeErrorMessage } from './error-messages';

describe('emailChangeErrorMessage', () => {
  it('maps 400, other statuses below 500 and 500 and above to the spec texts', () => {
    expect(emailChangeErrorMessage(new ApiError(400, { email: ['taken'] }))).toBe(MESSAGES.emailInUse);
    expect(emailChangeErrorMessage(new ApiError(403, { detail: 'No.' }))).toBe(MESSAGES.noPermission);
    expect(emailChangeErrorMessage(new ApiError(404, null))).toBe(MESSAGES.noPermission);
    expect(emailChangeErrorMessage(new ApiError(500, null))).toBe(MESSAGES.serverError);
    expect(emailChangeErrorMessage(new ApiError(503, null))).toBe(MESSAGES.serverError);
  });

  it('treats a network failure as a server error', () => {
    expect(emailChangeErrorMessage(new TypeError('Failed to fetch'))).toBe(MESSAGES.serverError);
  });
});

describe('passwordChangeErrorMessage', () => {
  it('shows the first field error', () => {
    const error = new ApiError(400, { old_password: [ACCOUNT_MESSAGES.oldPasswordWrong], password: ['x'] });
    expect(passwordChangeErrorMessage(error)).toBe(ACCOUNT_MESSAGES.oldPasswordWrong);
  });

  it('shows non_field_errors and a 4xx detail', () => {
    expect(passwordChangeErrorMessage(new ApiError(400, { non_field_errors: ['Too weak.'] }))).toBe(
      'Too weak.',
    );
    expect(passwordChangeErrorMessage(new ApiError(403, { detail: 'No.', code: 'x' }))).toBe('No.');
  });

  it('uses its own server error text at 500 and above, and when nothing else is known', () => {
    expect(passwordChangeErrorMessage(new ApiError(500, { detail: 'boom' }))).toBe(
      ACCOUNT_MESSAGES.passwordChangeServerError,
    );
    expect(passwordChangeErrorMessage(new ApiError(400, null))).toBe(
      ACCOUNT_MESSAGES.passwordChangeServerError,
    );
    expect(passwordChangeErrorMessage(new TypeError('Failed to fetch'))).toBe(
      ACCOUNT_MESSAGES.passwordChangeServerError,
    );
  });
});
