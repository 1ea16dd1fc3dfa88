import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES, type Offering } from '@tandem/shared';
import { buildClient } from '../../../test/factories';
import type { FakeRoutes } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';

/* /sign-up/{id}/{slug}: a subscription plan's sign-up, with the payment step when it has a price. */

configure({ asyncUtilTimeout: 5_000 });
// The whole app renders in jsdom, through four steps; on a busy machine that takes a while.
const SLOW = { timeout: 90_000 };
const client = buildClient({ home: 'courses' });

function plan(overrides: Partial<Offering> = {}): Offering {
  return {
    id: 7,
    program: { id: 4, name: 'Morning Focus', assign_all: true, max_number_of_allowed_groups: 0 },
    areas: [],
    price: 4900,
    price_in_dollars: '49.00',
    stripe_key: null,
    home: 'courses',
    first_name: '',
    last_name: '',
    email: '',
    company: null,
    title: null,
    ...overrides,
  };
}

function renderPlan(api: FakeRoutes = {}) {
  return renderApp('/sign-up/7/promo-abc', {
    api: {
      'GET /api/client/offering/': { body: plan() },
      'GET /api/payments/config/': { body: { provider: 'test', publishable_key: null } },
      'POST /api/client/offering/': { status: 201, body: { token: 'new-token', id: client.id } },
      [`GET /api/user/${client.id}/`]: { body: client },
      ...api,
    },
  });
}

type TestUser = ReturnType<typeof renderApp>['user'];
const heading = (name: string) => screen.findByRole('heading', { name, level: 3 });

async function fill(user: TestUser, label: string | RegExp, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** The steps before the card: user information, work week, rewards. */
async function reachPayment(user: TestUser) {
  await heading('User Information');
  await fill(user, 'First Name', 'Pat');
  await fill(user, 'Last Name', 'Lee');
  await fill(user, 'Email', 'pat@example.com');
  await fill(user, 'Email Confirmation', 'pat@example.com');
  await fill(user, 'Password', 'correct horse');
  await fill(user, 'Password Confirmation', 'correct horse');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await heading('Work Week');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await heading('Rewards');
  // A payment follows, so the last step before it reads Continue, not Sign Up.
  expect(screen.queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await heading('Payment');
  // The card form waits for the payments configuration.
  await screen.findByLabelText(/^Card number/);
}

async function enterCard(user: TestUser, number: string) {
  await fill(user, /^Card number/, number);
  await fill(user, /^Expiry \(MM\/YY\)/, '12/39');
  await fill(user, /^CVC/, '123');
}

describe('signing up for a plan', SLOW, () => {
  it('says what the plan is before the first step: its title, company and price', async () => {
    renderPlan({
      'GET /api/client/offering/': {
        body: plan({ title: 'Run Club Monthly', company: { name: 'Okafor Coaching', branding: null } }),
      },
    });
    const summary = await screen.findByRole('region', { name: 'Plan' });
    expect(within(summary).getByText('Run Club Monthly')).toBeInTheDocument();
    expect(within(summary).getByText('With Okafor Coaching')).toBeInTheDocument();
    expect(within(summary).getByText('$49.00 a month, billed monthly. Cancel any time.')).toBeInTheDocument();
  });

  it('asks for the card when the plan has a price, charges it and goes to the plan home', async () => {
    const { user, router, server } = renderPlan();
    await reachPayment(user);
    const stepper = screen.getByRole('navigation', { name: 'Sign-up steps' });
    expect(within(stepper).getAllByRole('button').at(-1)?.textContent).toContain('Payment');
    expect(screen.getByText('Total due now: $49.00')).toBeInTheDocument();
    await enterCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/courses'));
    const [call] = server.callsTo('POST /api/client/offering/');
    expect(call?.body).toMatchObject({
      offering: 7,
      promo: 'promo-abc',
      email: 'pat@example.com',
      stripe_token: 'tok_test_visa_4242_12_39',
    });
    expect(call?.body).not.toHaveProperty('id');
    expect(server.calls.some((c) => c.path === '/api/client/offering/' && c.method === 'GET')).toBe(true);
  });

  it("shows the card provider's refusal and lets the client try again", async () => {
    const { user } = renderPlan({
      'POST /api/client/offering/': { status: 402, body: { non_field_errors: ['Your card was declined.'] } },
    });
    await reachPayment(user);
    await enterCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('skips the payment step for a free plan', async () => {
    const { user } = renderPlan({
      'GET /api/client/offering/': { body: plan({ price: 0, price_in_dollars: '0.00' }) },
    });
    await heading('User Information');
    const stepper = screen.getByRole('navigation', { name: 'Sign-up steps' });
    expect(within(stepper).queryByText('Payment')).not.toBeInTheDocument();
    await fill(user, 'First Name', 'Pat');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
  });

  it('says the plan is no longer active and closes to the login', async () => {
    const { user, router } = renderPlan({
      'GET /api/client/offering/': { status: 404, body: { detail: CLIENT_MESSAGES.planInactive } },
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(CLIENT_MESSAGES.planInactive)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
