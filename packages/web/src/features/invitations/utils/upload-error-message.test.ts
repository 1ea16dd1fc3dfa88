import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { allErrorMessages, uploadErrorMessage } from './upload-error-message';

describe('uploadErrorMessage', () => {
  it("joins every message of every field below 500, the clients' row messages included", () => {
    const error = new ApiError(400, {
      clients: [
        'Row 1 (a@x): Enter a valid email address.',
        'Row 3 (b@x): This email address already has an account.',
      ],
      habit_program: [CLIENT_MESSAGES.selectHabitProgram],
      home: CLIENT_MESSAGES.homeMustBeEnabled,
    });
    expect(uploadErrorMessage(error)).toBe(
      [
        'Row 1 (a@x): Enter a valid email address.',
        'Row 3 (b@x): This email address already has an account.',
        CLIENT_MESSAGES.selectHabitProgram,
        CLIENT_MESSAGES.homeMustBeEnabled,
      ].join('\n'),
    );
  });

  it('uses the detail of a 403 and leaves the code out', () => {
    expect(uploadErrorMessage(new ApiError(403, { detail: 'No licence.', code: 'forbidden' }))).toBe(
      'No licence.',
    );
  });

  it.each([
    ['a 500', new ApiError(500, { detail: 'boom' })],
    ['a 502 without a body', new ApiError(502, null)],
    ['a network failure', new TypeError('Failed to fetch')],
    ['a 400 without messages', new ApiError(400, {})],
  ])('gives the server-error text for %s', (_case, error) => {
    expect(uploadErrorMessage(error)).toBe(CLIENT_MESSAGES.uploadServerError);
  });

  it('reads nothing from bodies that are not objects', () => {
    expect(allErrorMessages(null)).toEqual([]);
    expect(allErrorMessages(['a'])).toEqual([]);
    expect(allErrorMessages('Bad gateway')).toEqual(['Bad gateway']);
  });
});
