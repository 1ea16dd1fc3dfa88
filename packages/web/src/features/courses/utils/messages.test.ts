import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { failureMessage, idParam } from './messages';

describe('failureMessage', () => {
  it("gives a 4xx's own message or first field error", () => {
    expect(failureMessage(new ApiError(404, { detail: 'Course not found' }))).toBe('Course not found');
    expect(failureMessage(new ApiError(400, { title: ['This field may not be blank.'] }))).toBe(
      'This field may not be blank.',
    );
  });

  it('gives the generic text for server errors, network failures and bodies without a message', () => {
    expect(failureMessage(new ApiError(500, { detail: 'boom' }))).toBe(MESSAGES.serverError);
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe(MESSAGES.serverError);
    expect(failureMessage(new ApiError(400, null))).toBe(MESSAGES.serverError);
  });
});

describe('idParam', () => {
  it('reads a positive whole number', () => {
    expect(idParam('12')).toBe(12);
  });

  it('is null for anything else', () => {
    expect(idParam(undefined)).toBeNull();
    expect(idParam('abc')).toBeNull();
    expect(idParam('0')).toBeNull();
    expect(idParam('1.5')).toBeNull();
  });
});
