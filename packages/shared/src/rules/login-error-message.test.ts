import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { loginErrorMessage } from './login-error-message';

describe('loginErrorMessage', () => {
  it.each([
    [400, undefined, MESSAGES.badCredentials],
    [429, undefined, MESSAGES.badCredentials],
    [499, undefined, MESSAGES.badCredentials],
    [500, undefined, MESSAGES.loginServerError],
    [503, undefined, MESSAGES.loginServerError],
    [403, 'account_deactivated', MESSAGES.accountDeactivated],
    [undefined, undefined, MESSAGES.accountDeactivated],
  ])('status %s with code %s', (status, code, message) => {
    expect(loginErrorMessage(status, code)).toBe(message);
  });
});
