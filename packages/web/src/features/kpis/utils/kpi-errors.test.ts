import { describe, expect, it } from 'vitest';
import { MESSAGES, PULSE_MESSAGES } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { kpiFailure } from './kpi-errors';

describe('kpiFailure', () => {
  it("puts the server's name message under the name", () => {
    expect(kpiFailure(new ApiError(400, { name: [PULSE_MESSAGES.kpiExists] }))).toEqual({
      name: PULSE_MESSAGES.kpiExists,
    });
  });

  it('keeps a message about no shown field beside the name message', () => {
    expect(
      kpiFailure(new ApiError(400, { name: ['Too long.'], non_field_errors: ['You have too many KPIs.'] })),
    ).toEqual({ name: 'Too long.', general: 'You have too many KPIs.' });
    expect(kpiFailure(new ApiError(400, { survey: ['Must be a valid boolean.'] }))).toEqual({
      general: 'Must be a valid boolean.',
    });
  });

  it("shows a 4xx's detail, and the generic text for a 5xx, a body without a message or a network failure", () => {
    expect(kpiFailure(new ApiError(404, { detail: 'Not found.' }))).toEqual({ general: 'Not found.' });
    expect(kpiFailure(new ApiError(500, { detail: 'boom' }))).toEqual({ general: MESSAGES.serverError });
    expect(kpiFailure(new ApiError(400, {}))).toEqual({ general: MESSAGES.serverError });
    expect(kpiFailure(new TypeError('Failed to fetch'))).toEqual({ general: MESSAGES.serverError });
  });
});
