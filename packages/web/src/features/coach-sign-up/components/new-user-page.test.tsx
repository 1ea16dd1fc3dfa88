import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COACH_SIGN_UP_MESSAGES, DEFAULT_BRANDING, SUB_DOMAIN_MESSAGES } from '@tandem/shared';
import { readSession } from '../../../lib/session';
import { buildCoach } from '../../../test/factories';
import type { FakeRoutes } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { TERMS_ACCEPTED_STATE } from '../utils/onboarding';

/* /new-user and /new-user/{offeringPromo}: coach onboarding, three steps (the first for visitors only). */

const SLOW = { timeout: 60_000 };
const NEW = 'POST /api/owners/new/';
const AUTHED = 'POST /api/owners/authed/';
// The coach who just signed up (free package, no sub-domain yet), and the same after onboarding.
const signedUp = buildCoach({}, { onboarded: false });
const onboarded = buildCoach({}, { onboarded: true, is_owner: true });

const api = (overrides: FakeRoutes = {}): FakeRoutes => ({
  'GET /api/payments/config/': { body: { provider: 'test', publishable_key: null } },
  [NEW]: { status: 201, body: { id: onboarded.id, token: 'new-token', sub_domain: 'acme' } },
  [AUTHED]: { body: { id: onboarded.id, sub_domain: 'acme' } },
  [`GET /api/user/${onboarded.id}/`]: { body: onboarded },
  ...overrides,
});

type TestUser = ReturnType<typeof renderApp>['user'];

async function fill(user: TestUser, label: RegExp, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const nextButton = () => screen.getByRole('button', { name: 'Next' });

async function fillInfo(user: TestUser) {
  await stepHeading('Account Info');
  await fill(user, /^First name/, 'Pat');
  await fill(user, /^Last name/, 'Lee');
  await fill(user, /^Email/, 'pat@example.com');
  await fill(user, /^Password \*?$/, 'correct horse');
  await fill(user, /^Password confirmation/, 'correct horse');
  await user.click(nextButton());
}

async function fillCompany(user: TestUser) {
  await stepHeading('Company');
  await fill(user, /^Company name/, 'Acme Coaching');
  await user.type(screen.getByRole('textbox', { name: /^Sub domain/ }), 'acme');
  await user.click(nextButton());
}

const acceptTerms = (user: TestUser) => user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));

const SPEC_WEEK = {
  work_week: [0, 1, 2, 3, 4],
  generate_pulse_on: [0, 1, 2, 3, 4],
  generate_exercises_at: '10:00',
  generate_pulse_at: '18:00',
};
const ACME = {
  name: 'Acme Coaching',
  sub_domain: 'acme',
  logo: null,
  logo_height: 50,
  header_color: DEFAULT_BRANDING.header_color,
};

describe('coach onboarding', SLOW, () => {
  it('walks a visitor through three steps and waits for matching passwords', async () => {
    const { user } = renderApp('/new-user', { api: api() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Coach Onboarding' })).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Onboarding steps' });
    for (const label of ['Account Info', 'Company', 'Finish'])
      expect(within(steps).getByText(label)).toBeInTheDocument();
    await stepHeading('Account Info');

    await fill(user, /^Password \*?$/, 'correct horse');
    await fill(user, /^Password confirmation/, 'correct hors');
    expect(screen.getByText(COACH_SIGN_UP_MESSAGES.confirmationPassword)).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
    await fill(user, /^Password confirmation/, 'correct horse');
    expect(screen.queryByText(COACH_SIGN_UP_MESSAGES.confirmationPassword)).not.toBeInTheDocument();
    expect(nextButton()).toBeEnabled();
  });

  it('creates a visitor their account, company and sub-domain with the spec defaults', async () => {
    const { user, router, server } = renderApp('/new-user', { api: api() });
    await fillInfo(user);
    await fillCompany(user);
    await stepHeading('Finish');
    const workWeek = screen.getByRole('group', { name: 'Work week' });
    expect(within(workWeek).getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    expect(within(workWeek).getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
    expect(screen.queryByLabelText(/^Card number/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeDisabled();
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Your company is ready at acme.')).toBeInTheDocument();
    const [call] = server.callsTo(NEW);
    expect(call?.body).toEqual({
      promo_id: 'free',
      user: { first_name: 'Pat', last_name: 'Lee', email: 'pat@example.com', password: 'correct horse' },
      client_profile: { ...SPEC_WEEK, timezone: expect.any(String) },
      tos: true,
      company: ACME,
    });
    expect(call?.headers.get('Authorization')).toBeNull();
    expect(server.callsTo(AUTHED)).toHaveLength(0);
    expect(readSession()).toEqual({ token: 'new-token', id: onboarded.id });
  });

  it('does not ask a coach who accepted the terms at sign-up to accept them again', async () => {
    const { user, server } = renderApp(
      { pathname: '/new-user/free', state: TERMS_ACCEPTED_STATE },
      {
        user: signedUp,
        api: api({ [AUTHED]: { body: { id: onboarded.id, sub_domain: 'acme' } } }),
      },
    );
    await stepHeading('Company');
    await fillCompany(user);
    await stepHeading('Finish');
    expect(screen.queryByRole('checkbox', { name: /Terms of Service/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(server.callsTo(AUTHED)).toHaveLength(1));
    expect(server.callsTo(AUTHED)[0]?.body).toMatchObject({ tos: true });
  });

  it('starts a signed-in user at the company step and sets up their company', async () => {
    let onboardedYet = false;
    const { user, router, server } = renderApp('/new-user/free', {
      user: signedUp,
      api: api({
        [AUTHED]: () => {
          onboardedYet = true;
          return { body: { id: onboarded.id, sub_domain: 'acme' } };
        },
        [`GET /api/user/${signedUp.id}/`]: () => ({ body: onboardedYet ? onboarded : signedUp }),
      }),
    });
    await stepHeading('Company');
    expect(screen.queryByLabelText(/^First name/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.queryByText('Coach license required')).not.toBeInTheDocument();
    await fillCompany(user);
    await stepHeading('Finish');
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const [call] = server.callsTo(AUTHED);
    expect(call?.body).toEqual({
      promo_id: 'free',
      client_profile: { ...SPEC_WEEK, timezone: expect.any(String) },
      tos: true,
      company: ACME,
    });
    expect(call?.headers.get('Authorization')).toBe('Token test-token');
    expect(server.callsTo(NEW)).toHaveLength(0);
    // The user is loaded afresh after the call: their licence and company changed.
    const userLoads = server.calls.filter((c) => c.path === `/api/user/${signedUp.id}/`);
    expect(server.calls.indexOf(userLoads.at(-1)!)).toBeGreaterThan(server.calls.indexOf(call!));
  });

  it('lets only letters, digits 1 to 9 and hyphens into the sub domain, and previews the address', async () => {
    const { user } = renderApp('/new-user', { user: signedUp, api: api() });
    await stepHeading('Company');
    const field = screen.getByRole('textbox', { name: /^Sub domain/ });
    await user.type(field, 'My_Site 0-1.');
    expect(field).toHaveValue('mysite-1');
    // What a keystroke left out is said, not dropped in silence: here the last, the full stop.
    expect(screen.getByText('“.” cannot be part of a sub domain, so the field left it out.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByText(`mysite-1.${window.location.host}`)).toBeInTheDocument();
    // Pasted text keeps what a sub-domain holds and names every character it lost.
    await user.clear(field);
    await user.click(field);
    await user.paste('okafor-2030');
    expect(field).toHaveValue('okafor-23');
    expect(screen.getByText('“0” cannot be part of a sub domain, so the field left it out.')).toHaveAttribute(
      'role',
      'status',
    );
    await user.type(field, '4');
    expect(field).toHaveValue('okafor-234');
    expect(screen.queryByText(/cannot be part of a sub domain/)).not.toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'mysite-1');
    await user.click(nextButton());
    expect(screen.getByLabelText(/^Company name/)).toHaveAccessibleDescription(
      'This field may not be blank.',
    );
    await user.clear(field);
    await user.type(field, '-acme');
    await user.click(nextButton());
    expect(screen.getByText(SUB_DOMAIN_MESSAGES.invalid)).toBeInTheDocument();
  });

  it('takes the user back to the company step when the server says the sub domain is taken', async () => {
    const { user, server } = renderApp('/new-user', {
      user: signedUp,
      api: api({
        [AUTHED]: { status: 400, body: { company: { sub_domain: [SUB_DOMAIN_MESSAGES.inUse] } } },
      }),
    });
    await fillCompany(user);
    await stepHeading('Finish');
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    await stepHeading('Company');
    await waitFor(() => expect(server.callsTo(AUTHED)).toHaveLength(1));
    expect(screen.getByRole('textbox', { name: /^Sub domain/ })).toHaveAccessibleDescription(
      expect.stringContaining(SUB_DOMAIN_MESSAGES.inUse),
    );
    expect(screen.getByRole('textbox', { name: /^Sub domain/ })).toHaveValue('acme');
  });

  it("asks for the card of a priced package and shows the provider's refusal under it", async () => {
    const { user, server } = renderApp('/new-user/professional', {
      user: signedUp,
      api: api({ [AUTHED]: { status: 402, body: { non_field_errors: ['Your card was declined.'] } } }),
    });
    await fillCompany(user);
    await stepHeading('Finish');
    expect(
      within(screen.getByRole('region', { name: 'Your plan' })).getByText('$29.00 a month'),
    ).toBeInTheDocument();
    await screen.findByLabelText(/^Card number/);
    await fill(user, /^Card number/, '4000 0000 0000 0002');
    await fill(user, /^Expiry \(MM\/YY\)/, '12/39');
    await fill(user, /^CVC/, '123');
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(server.callsTo(AUTHED)[0]?.body).toMatchObject({
      promo_id: 'professional',
      stripe_token: 'tok_test_visa_0002_12_39',
    });
  });

  it('skips the card when the sign-up already paid the package', async () => {
    const { user, server } = renderApp('/new-user/enterprise?paid=1', { user: signedUp, api: api() });
    await fillCompany(user);
    await stepHeading('Finish');
    expect(
      within(screen.getByRole('region', { name: 'Your plan' })).getByText('Unlimited'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Card number/)).not.toBeInTheDocument();
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(server.callsTo(AUTHED)).toHaveLength(1));
    expect(server.callsTo(AUTHED)[0]?.body).not.toHaveProperty('stripe_token');
  });

  it('gives the server-error text for an unexpected answer', async () => {
    const { user } = renderApp('/new-user', { user: signedUp, api: api({ [AUTHED]: { status: 500 } }) });
    await fillCompany(user);
    await stepHeading('Finish');
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COACH_SIGN_UP_MESSAGES.serverError);
  });

  it('says an unknown promo is no longer available', async () => {
    renderApp('/new-user/gold', { api: api() });
    expect(await screen.findByText(COACH_SIGN_UP_MESSAGES.unknownPackage)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start with the free plan' })).toHaveAttribute(
      'href',
      '/new-user',
    );
  });
});
