import { describe, expect, it } from 'vitest';
import { HABIT_MESSAGES, MESSAGES, PULSE_MESSAGES } from '@tandem/shared';
import { ApiError } from './api-client';
import { failureMessage, fieldErrors, generalError } from './api-errors';

describe('DRF error bodies', () => {
  it('takes the first message of each field', () => {
    expect(fieldErrors({ email: ['Bad e-mail.', 'Second.'], name: ['Required.'] })).toEqual({
      email: 'Bad e-mail.',
      name: 'Required.',
    });
  });

  it('leaves detail and code out of the field errors', () => {
    expect(fieldErrors({ detail: 'Nope.', code: 'x' })).toEqual({});
    expect(fieldErrors(null)).toEqual({});
    expect(fieldErrors('Server Error')).toEqual({});
  });

  it('reads the general message from non_field_errors or detail', () => {
    expect(generalError({ non_field_errors: ['Unable to log in.'] })).toBe('Unable to log in.');
    expect(generalError({ detail: 'Not found.' })).toBe('Not found.');
    expect(generalError({ email: ['x'] })).toBeUndefined();
  });
});

describe('failureMessage', () => {
  it("gives a 4xx's detail or non-field message", () => {
    expect(failureMessage(new ApiError(403, { detail: HABIT_MESSAGES.readOnly }))).toBe(
      HABIT_MESSAGES.readOnly,
    );
    expect(failureMessage(new ApiError(404, { detail: 'Not found.' }))).toBe('Not found.');
    expect(failureMessage(new ApiError(400, { non_field_errors: ['Already canceled.'] }))).toBe(
      'Already canceled.',
    );
    expect(failureMessage(new ApiError(400, { detail: PULSE_MESSAGES.noSurveyAssigned }))).toBe(
      PULSE_MESSAGES.noSurveyAssigned,
    );
  });

  it('leaves a field message to the form unless asked for it', () => {
    const fieldOnly = new ApiError(400, { template: ['Invalid pk "9" - object does not exist.'] });
    expect(failureMessage(fieldOnly)).toBe(MESSAGES.serverError);
    expect(failureMessage(fieldOnly, { orField: true })).toBe('Invalid pk "9" - object does not exist.');
    expect(
      failureMessage(new ApiError(400, { title: ['This field may not be blank.'] }), { orField: true }),
    ).toBe('This field may not be blank.');
    // The body's own message comes before any field's.
    expect(
      failureMessage(
        new ApiError(400, { reflection: ['Too long.'], non_field_errors: [PULSE_MESSAGES.fillEverything] }),
        {
          orField: true,
        },
      ),
    ).toBe(PULSE_MESSAGES.fillEverything);
  });

  it('gives the generic text for a 5xx, a network failure or a body without a message', () => {
    for (const orField of [false, true]) {
      expect(failureMessage(new ApiError(500, { detail: 'boom' }), { orField })).toBe(MESSAGES.serverError);
      expect(failureMessage(new ApiError(502, { detail: 'Bad gateway' }), { orField })).toBe(
        MESSAGES.serverError,
      );
      expect(failureMessage(new TypeError('Failed to fetch'), { orField })).toBe(MESSAGES.serverError);
      expect(failureMessage(new ApiError(400, null), { orField })).toBe(MESSAGES.serverError);
      expect(failureMessage(new ApiError(404, null), { orField })).toBe(MESSAGES.serverError);
      expect(failureMessage(new ApiError(400, {}), { orField })).toBe(MESSAGES.serverError);
    }
  });
});
