import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES, MESSAGES } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { signUpErrorMessage } from './sign-up-error-message';

describe('signUpErrorMessage', () => {
  it('joins the first message of each field by newlines below 500', () => {
    const error = new ApiError(400, {
      email: [MESSAGES.emailInUse, 'second'],
      password: ['Use at least 8 characters.'],
    });
    expect(signUpErrorMessage(error)).toBe(`${MESSAGES.emailInUse}\nUse at least 8 characters.`);
  });

  it('falls back to the detail of a body without fields', () => {
    expect(signUpErrorMessage(new ApiError(429, { detail: 'Slow down.' }))).toBe('Slow down.');
  });

  it.each([
    ['a 500', new ApiError(500, { detail: 'boom' })],
    ['a network failure', new TypeError('Failed to fetch')],
    ['a 400 without messages', new ApiError(400, {})],
  ])('gives the server-error text for %s', (_case, error) => {
    expect(signUpErrorMessage(error)).toBe(CLIENT_MESSAGES.signUpServerError);
  });
});
