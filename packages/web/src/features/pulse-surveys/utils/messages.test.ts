import { describe, expect, it } from 'vitest';
import { MESSAGES, PULSE_MESSAGES } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { deleteSurveyMessage, formFieldErrors, profileChangeMessage, saveSurveyMessage } from './messages';

const failed = (status: number, body: unknown = { detail: 'The server says so.' }) =>
  new ApiError(status, body);

describe('pulse survey messages', () => {
  it('say the rights message for a save refused below 500, the server error otherwise', () => {
    expect(saveSurveyMessage(failed(403))).toBe(PULSE_MESSAGES.saveNoRights);
    expect(saveSurveyMessage(failed(400, { name: ['Too long'] }))).toBe(PULSE_MESSAGES.saveNoRights);
    expect(saveSurveyMessage(failed(500))).toBe(MESSAGES.serverError);
    expect(saveSurveyMessage(new TypeError('Failed to fetch'))).toBe(MESSAGES.serverError);
  });

  it("say the spec's delete message for 400 and 404, the server error otherwise", () => {
    expect(deleteSurveyMessage(failed(400))).toBe(PULSE_MESSAGES.deleteInUse);
    expect(deleteSurveyMessage(failed(404))).toBe(PULSE_MESSAGES.deleteNoRights);
    expect(deleteSurveyMessage(failed(403))).toBe(MESSAGES.serverError);
    expect(deleteSurveyMessage(failed(502))).toBe(MESSAGES.serverError);
  });

  it("join a refused profile change's field messages, once each", () => {
    const rule = 'A clients home page must be a feature that is toggled on.';
    expect(profileChangeMessage(failed(400, { home: [rule], allow_self_reflect: [rule] }))).toBe(rule);
    expect(profileChangeMessage(failed(400, { home: ['One.'], theme: ['Two.'] }))).toBe('One. Two.');
    expect(profileChangeMessage(failed(404))).toBe('The server says so.');
    expect(profileChangeMessage(failed(500))).toBe(MESSAGES.serverError);
  });

  it("keep a 400's errors on the form's own fields only", () => {
    const error = failed(400, { name: ['Too long'], pulse_survey: ['Bad'], detail: 'x' });
    expect(formFieldErrors(error, ['name', 'graph'])).toEqual({ name: 'Too long' });
    expect(formFieldErrors(failed(403, { name: ['Too long'] }), ['name'])).toEqual({});
    expect(formFieldErrors(new Error('boom'), ['name'])).toEqual({});
  });
});
