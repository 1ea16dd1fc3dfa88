import { describe, expect, it } from 'vitest';
import { HABIT_MESSAGES, MESSAGES } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { deleteProgramMessage, failureMessage, idParam } from './messages';

describe('deleteProgramMessage', () => {
  it.each([
    [404, HABIT_MESSAGES.programNotFound],
    [403, HABIT_MESSAGES.onlyOwnersDelete],
    [409, HABIT_MESSAGES.programInUse],
    [400, HABIT_MESSAGES.deleteFailed],
    [500, HABIT_MESSAGES.deleteFailed],
  ])('says the spec message for %i', (status, message) => {
    expect(deleteProgramMessage(new ApiError(status, { detail: 'from the server' }))).toBe(message);
  });

  it('says deleteFailed when the network fails', () => {
    expect(deleteProgramMessage(new TypeError('Failed to fetch'))).toBe(HABIT_MESSAGES.deleteFailed);
  });
});

describe('failureMessage', () => {
  it("gives the server's message for a 4xx and the generic text otherwise", () => {
    expect(failureMessage(new ApiError(403, { detail: HABIT_MESSAGES.readOnly }))).toBe(
      HABIT_MESSAGES.readOnly,
    );
    expect(failureMessage(new ApiError(400, { non_field_errors: ['Nope.'] }))).toBe('Nope.');
    expect(failureMessage(new ApiError(502, { detail: 'Bad gateway' }))).toBe(MESSAGES.serverError);
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe(MESSAGES.serverError);
  });
});

describe('idParam', () => {
  it('reads positive integers only', () => {
    expect(idParam('12')).toBe(12);
    expect(idParam('new')).toBeNull();
    expect(idParam('0')).toBeNull();
    expect(idParam(undefined)).toBeNull();
  });
});
