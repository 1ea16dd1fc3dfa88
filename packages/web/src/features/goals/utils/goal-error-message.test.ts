import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, MESSAGES } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { goalErrorMessage } from './goal-error-message';

describe('goalErrorMessage', () => {
  it("gives the server's non-field message", () => {
    const error = new ApiError(400, { non_field_errors: [ACCOUNT_MESSAGES.completeMilestonesFirst] });
    expect(goalErrorMessage(error)).toBe(ACCOUNT_MESSAGES.completeMilestonesFirst);
  });

  it('gives the detail of a 404 and the first field error of a 400', () => {
    expect(goalErrorMessage(new ApiError(404, { detail: 'Not found.' }))).toBe('Not found.');
    expect(goalErrorMessage(new ApiError(400, { color: [ACCOUNT_MESSAGES.selectColor] }))).toBe(
      ACCOUNT_MESSAGES.selectColor,
    );
  });

  it('gives the generic text for server errors, network failures and empty bodies', () => {
    expect(goalErrorMessage(new ApiError(500, { detail: 'boom' }))).toBe(MESSAGES.serverError);
    expect(goalErrorMessage(new TypeError('Failed to fetch'))).toBe(MESSAGES.serverError);
    expect(goalErrorMessage(new ApiError(400, null))).toBe(MESSAGES.serverError);
  });
});
