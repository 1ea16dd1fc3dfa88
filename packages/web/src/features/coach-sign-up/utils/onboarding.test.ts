import { describe, expect, it } from 'vitest';
import { COACH_SIGN_UP_MESSAGES, SUB_DOMAIN_MESSAGES } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { coachSignUpFailure } from './coach-sign-up-form';
import { onboardingFailure, previewAddress, termsAcceptedAtSignUp, TERMS_ACCEPTED_STATE } from './onboarding';

describe('previewAddress', () => {
  it('puts the sub-domain in front of the host, replacing a sub-domain the host already has', () => {
    expect(previewAddress('acme', { host: 'localhost:5173' })).toBe('acme.localhost:5173');
    expect(previewAddress('acme', { host: 'tandem.example' })).toBe('acme.tandem.example');
    expect(previewAddress('acme', { host: 'demo.tandem.example' })).toBe('acme.tandem.example');
    expect(previewAddress('', { host: 'tandem.example' })).toBe('your-sub-domain.tandem.example');
  });

  it('says an address served by IP as it is: an IP address carries no sub-domain', () => {
    expect(previewAddress('acme', { host: '127.0.0.1:3000' })).toBe('127.0.0.1:3000');
  });
});

describe('onboardingFailure', () => {
  const visitor = { visitor: true };

  it('puts a taken sub-domain at its field on the company step, nested or not', () => {
    for (const body of [
      { company: { sub_domain: [SUB_DOMAIN_MESSAGES.inUse] } },
      { sub_domain: [SUB_DOMAIN_MESSAGES.inUse] },
    ]) {
      expect(onboardingFailure(new ApiError(400, body), visitor)).toEqual({
        step: 'company',
        fields: { sub_domain: SUB_DOMAIN_MESSAGES.inUse },
        card: null,
        message: null,
      });
    }
  });

  it("goes back to the earliest refused step; the company's name is the company_name field", () => {
    const failure = onboardingFailure(
      new ApiError(400, { company: { name: ['Too long.'] }, user: { email: ['Taken.'] } }),
      visitor,
    );
    expect(failure.step).toBe('info');
    expect(failure.fields).toEqual({ company_name: 'Too long.', email: 'Taken.' });
  });

  it('shows account errors above the button to a signed-in user, who has no info step', () => {
    const failure = onboardingFailure(new ApiError(400, { email: ['Taken.'] }), { visitor: false });
    expect(failure).toMatchObject({ step: null, fields: {}, message: 'Taken.' });
  });

  it('lists non-field errors and fields no step shows, one a line; a missing card goes to the card', () => {
    const failure = onboardingFailure(
      new ApiError(400, {
        non_field_errors: [COACH_SIGN_UP_MESSAGES.alreadySetUp],
        promo_id: ['Unknown.'],
        stripe_token: [COACH_SIGN_UP_MESSAGES.cardRequired],
      }),
      visitor,
    );
    expect(failure).toEqual({
      step: null,
      fields: {},
      card: COACH_SIGN_UP_MESSAGES.cardRequired,
      message: `${COACH_SIGN_UP_MESSAGES.alreadySetUp}\nUnknown.`,
    });
  });

  it("gives a refused card the provider's message, and anything else the server-error text", () => {
    expect(onboardingFailure(new ApiError(402, { non_field_errors: ['Declined.'] }), visitor).card).toBe(
      'Declined.',
    );
    for (const error of [
      new ApiError(500, null),
      new ApiError(403, { detail: 'No.' }),
      new TypeError('offline'),
    ])
      expect(onboardingFailure(error, visitor).message).toBe(COACH_SIGN_UP_MESSAGES.serverError);
    expect(onboardingFailure(new ApiError(400, {}), visitor).message).toBe(
      COACH_SIGN_UP_MESSAGES.serverError,
    );
  });
});

describe('coachSignUpFailure', () => {
  it('says the e-mail is in use below 500, the card was refused at 402, and the server failed from 500', () => {
    expect(coachSignUpFailure(new ApiError(400, { email: ['x'] }))).toEqual({
      card: null,
      message: COACH_SIGN_UP_MESSAGES.emailInUse,
    });
    expect(coachSignUpFailure(new ApiError(402, { non_field_errors: ['Declined.'] }))).toEqual({
      card: 'Declined.',
      message: null,
    });
    expect(coachSignUpFailure(new ApiError(503, null)).message).toBe(COACH_SIGN_UP_MESSAGES.serverError);
  });
});

describe('termsAcceptedAtSignUp', () => {
  it("reads the coach sign-up's navigation state, and nothing else, as terms accepted", () => {
    expect(termsAcceptedAtSignUp(TERMS_ACCEPTED_STATE)).toBe(true);
    for (const state of [null, undefined, 'termsAccepted', { termsAccepted: 'true' }, {}])
      expect(termsAcceptedAtSignUp(state), JSON.stringify(state)).toBe(false);
  });
});
