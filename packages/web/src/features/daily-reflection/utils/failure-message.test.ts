import { describe, expect, it } from 'vitest';
import { MESSAGES, PULSE_MESSAGES } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from './failure-message';

describe('failureMessage', () => {
  it("gives a 4xx's detail, non-field message or first field message", () => {
    expect(failureMessage(new ApiError(400, { detail: PULSE_MESSAGES.noSurveyAssigned }))).toBe(
      PULSE_MESSAGES.noSurveyAssigned,
    );
    expect(failureMessage(new ApiError(400, { non_field_errors: [PULSE_MESSAGES.fillEverything] }))).toBe(
      PULSE_MESSAGES.fillEverything,
    );
    expect(
      failureMessage(
        new ApiError(400, { reflection: ['Ensure this field has no more than 10000 characters.'] }),
      ),
    ).toBe('Ensure this field has no more than 10000 characters.');
  });

  it('gives the generic text for a 5xx, an empty body or a network failure', () => {
    expect(failureMessage(new ApiError(502, { detail: 'Bad gateway' }))).toBe(MESSAGES.serverError);
    expect(failureMessage(new ApiError(400, null))).toBe(MESSAGES.serverError);
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe(MESSAGES.serverError);
  });
});
