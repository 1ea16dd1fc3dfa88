import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from './failure-message';

describe('failureMessage', () => {
  it("gives the server's message of a 4xx", () => {
    expect(failureMessage(new ApiError(400, { non_field_errors: ['Already on the list today.'] }))).toBe(
      'Already on the list today.',
    );
    expect(failureMessage(new ApiError(404, { detail: 'Not found.' }))).toBe('Not found.');
    expect(failureMessage(new ApiError(400, { template: ['Invalid pk "9" - object does not exist.'] }))).toBe(
      'Invalid pk "9" - object does not exist.',
    );
  });

  it('gives the generic text for server errors, network failures and bodies without a message', () => {
    expect(failureMessage(new ApiError(500, { detail: 'boom' }))).toBe(MESSAGES.serverError);
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe(MESSAGES.serverError);
    expect(failureMessage(new ApiError(400, null))).toBe(MESSAGES.serverError);
  });
});
