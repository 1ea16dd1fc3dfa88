import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from './failure-message';

describe('failure message', () => {
  it("gives the server's message for a client error", () => {
    expect(failureMessage(new ApiError(404, { detail: 'Not found.' }))).toBe('Not found.');
  });

  it('gives the generic text for a server error or a network failure', () => {
    expect(failureMessage(new ApiError(500, { detail: 'boom' }))).toBe(MESSAGES.serverError);
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe(MESSAGES.serverError);
  });
});
