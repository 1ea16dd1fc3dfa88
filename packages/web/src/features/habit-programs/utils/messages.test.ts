import { describe, expect, it } from 'vitest';
import { HABIT_MESSAGES } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { deleteProgramMessage } from './messages';

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
