import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COACH_SIGN_UP_MESSAGES, MESSAGES } from '@tandem/shared';
import { readSession } from '../../../lib/session';
import { buildCoach } from '../../../test/factories';
import type { FakeRoutes } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';

/* /coach-sign-up/{package}: a new coach's account, with the card for a priced package. */

// The whole app renders in jsdom; on a busy machine that takes a while.
const SLOW = { timeout: 60_000 };
const coach = buildCoach({}, { onboarded: false });
const FREE = 'POST /api/owners/free-assessment-sign-up/';
const PAID = 'POST /api/owners/paid-assessment-sign-up/';
const created = { status: 201, body: { id: coach.id, token: 'new-token', sub_domain: null } };

function renderSignUp(plan: string, api: FakeRoutes = {}) {
  return renderApp(`/coach-sign-up/${plan}`, {
    api: {
      'GET /api/payments/config/': { body: { provider: 'test', publishable_key: null } },
      [FREE]: created,
      [PAID]: created,
      [`GET /api/user/${coach.id}/`]: { body: coach },
      ...api,
    },
  });
}

type TestUser = ReturnType<typeof renderApp>['user'];

async function fill(user: TestUser, label: RegExp, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (text) {
    await user.click(field);
    await user.paste(text);
  }
}

const FIELDS = {
  firstName: /^First name/,
  lastName: /^Last name/,
  email: /^Email/,
  confirmEmail: /^Confirm Email/,
  password: /^Password/,
  confirmPassword: /^Confirm Password/,
};

async function fillForm(user: TestUser, overrides: Partial<Record<keyof typeof FIELDS, string>> = {}) {
  const values = {
    firstName: 'Pat',
    lastName: 'Lee',
    email: 'pat@example.com',
    confirmEmail: 'pat@example.com',
    password: 'correct horse',
    confirmPassword: 'correct horse',
    ...overrides,
  };
  for (const [field, label] of Object.entries(FIELDS))
    await fill(user, label, values[field as keyof typeof FIELDS]);
}

const signUpButton = () => screen.getByRole('button', { name: 'Sign Up' });
const acceptTerms = (user: TestUser) => user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));

async function enterCard(user: TestUser, number: string) {
  await screen.findByLabelText(/^Card number/);
  await fill(user, /^Card number/, number);
  await fill(user, /^Expiry \(MM\/YY\)/, '12/39');
  await fill(user, /^CVC/, '123');
}

describe('coach sign-up', SLOW, () => {
  it('keeps Sign Up disabled until the terms are ticked', async () => {
    const { user } = renderSignUp('free');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coach Sign Up' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    expect(signUpButton()).toBeDisabled();
    await acceptTerms(user);
    expect(signUpButton()).toBeEnabled();
  });

  it('asks for every field, and for matching e-mails and passwords', async () => {
    const { user, server } = renderSignUp('free');
    await screen.findByRole('heading', { level: 1 });
    await acceptTerms(user);
    await user.click(signUpButton());
    expect(screen.getByLabelText(FIELDS.firstName)).toHaveAccessibleDescription(MESSAGES.required);
    expect(screen.getByLabelText(FIELDS.confirmPassword)).toHaveAccessibleDescription(MESSAGES.required);

    await fillForm(user, { confirmEmail: 'pat@example.org', confirmPassword: 'correct horse!' });
    await user.click(signUpButton());
    expect(screen.getByText(COACH_SIGN_UP_MESSAGES.emailMismatch)).toBeInTheDocument();
    expect(screen.getByText(COACH_SIGN_UP_MESSAGES.passwordMismatch)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.required)).not.toBeInTheDocument();
    expect(server.callsTo(FREE)).toHaveLength(0);
  });

  it('signs up on the free plan, stores the session and goes to onboarding', async () => {
    const { user, router, server } = renderSignUp('free');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByLabelText(/^Card number/)).not.toBeInTheDocument();
    await fillForm(user);
    await acceptTerms(user);
    await user.click(signUpButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/new-user/free'));
    expect(router.state.location.search).toBe('');
    // Onboarding is told the terms were accepted here, so it does not ask again (issue 45).
    expect(router.state.location.state).toEqual({ termsAccepted: true });
    expect(server.callsTo(FREE)[0]?.body).toEqual({
      first_name: 'Pat',
      last_name: 'Lee',
      email: 'pat@example.com',
      password: 'correct horse',
    });
    expect(server.callsTo(FREE)[0]?.headers.get('Authorization')).toBeNull();
    expect(readSession()).toEqual({ token: 'new-token', id: coach.id });
    expect(server.callsTo(`GET /api/user/${coach.id}/`).length).toBeGreaterThan(0);
  });

  it('says the e-mail is in use for an answer below 500', async () => {
    const { user } = renderSignUp('free', {
      [FREE]: { status: 400, body: { email: ['That email address is already in use'] } },
    });
    await screen.findByRole('heading', { level: 1 });
    await fillForm(user);
    await acceptTerms(user);
    await user.click(signUpButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(COACH_SIGN_UP_MESSAGES.emailInUse);
    expect(readSession()).toBeNull();
  });

  it('gives the server-error text from 500 up', async () => {
    const { user } = renderSignUp('free', { [FREE]: { status: 500 } });
    await screen.findByRole('heading', { level: 1 });
    await fillForm(user);
    await acceptTerms(user);
    await user.click(signUpButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(COACH_SIGN_UP_MESSAGES.serverError);
  });

  it('takes the card for Professional and sends package 66 with its token', async () => {
    const { user, router, server } = renderSignUp('professional');
    await screen.findByRole('heading', { level: 1 });
    const plan = screen.getByRole('region', { name: 'Your plan' });
    expect(within(plan).getByText('Professional')).toBeInTheDocument();
    expect(within(plan).getByText('$29.00 a month')).toBeInTheDocument();
    await fillForm(user);
    await enterCard(user, '4242 4242 4242 4242');
    await acceptTerms(user);
    await user.click(signUpButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/new-user/professional'));
    expect(router.state.location.search).toBe('?paid=1');
    expect(server.callsTo(PAID)[0]?.body).toMatchObject({
      email: 'pat@example.com',
      package: 66,
      token: 'tok_test_visa_4242_12_39',
      card: { brand: 'Visa', last_four: '4242' },
    });
    expect(server.callsTo(FREE)).toHaveLength(0);
  });

  it('labels the enterprise package Unlimited and sends package 65', async () => {
    const { user, server } = renderSignUp('enterprise');
    await screen.findByRole('heading', { level: 1 });
    expect(
      within(screen.getByRole('region', { name: 'Your plan' })).getByText('Unlimited'),
    ).toBeInTheDocument();
    await fillForm(user);
    await enterCard(user, '4242 4242 4242 4242');
    await acceptTerms(user);
    await user.click(signUpButton());
    await waitFor(() => expect(server.callsTo(PAID)).toHaveLength(1));
    expect(server.callsTo(PAID)[0]?.body).toMatchObject({ package: 65 });
  });

  it("shows a refused card's message under the card", async () => {
    const { user } = renderSignUp('professional', {
      [PAID]: { status: 402, body: { non_field_errors: ['Your card was declined.'] } },
    });
    await screen.findByRole('heading', { level: 1 });
    await fillForm(user);
    await enterCard(user, '4000 0000 0000 0002');
    await acceptTerms(user);
    await user.click(signUpButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.queryByText(COACH_SIGN_UP_MESSAGES.emailInUse)).not.toBeInTheDocument();
  });

  it('says an unknown plan is no longer available and links to the free one', async () => {
    renderSignUp('gold');
    expect(await screen.findByText(COACH_SIGN_UP_MESSAGES.unknownPackage)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up for the free plan' })).toHaveAttribute(
      'href',
      '/coach-sign-up/free',
    );
  });

  it('stays open to a signed-in user', async () => {
    renderApp('/coach-sign-up/free', { user: buildCoach() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Coach Sign Up' })).toBeInTheDocument();
  });
});
