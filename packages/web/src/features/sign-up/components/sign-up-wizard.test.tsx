import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CLIENT_MESSAGES, MESSAGES, PHONE_NUMBER_MESSAGES, type Offering } from '@tandem/shared';
import { readSession } from '../../../lib/session';
import { buildClient } from '../../../test/factories';
import type { FakeHandler, FakeRoutes } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';

// The whole app renders in jsdom; on a busy machine a screen can take a few seconds.
configure({ asyncUtilTimeout: 5_000 });
const SLOW = { timeout: 30_000 };

const client = buildClient({ home: 'goals' });

function offering(overrides: Partial<Offering> = {}): Offering {
  return {
    id: null,
    program: { id: 4, name: 'Morning Focus', assign_all: true, max_number_of_allowed_groups: 0 },
    areas: [],
    price: null,
    price_in_dollars: null,
    stripe_key: null,
    home: 'goals',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    company: null,
    title: null,
    ...overrides,
  };
}

const SIGNED_UP: FakeHandler = { status: 201, body: { token: 'new-token', id: client.id } };

function renderWizard(path: string, api: FakeRoutes = {}) {
  return renderApp(path, {
    api: {
      'GET /api/client/offering/': { body: offering() },
      'POST /api/client/offering/': SIGNED_UP,
      [`GET /api/user/${client.id}/`]: { body: client },
      ...api,
    },
  });
}

type TestUser = ReturnType<typeof renderApp>['user'];

async function fill(user: TestUser, label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

const heading = (name: string) => screen.findByRole('heading', { name, level: 3 });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

/** Completes step 1 with valid answers (names and e-mail come prefilled) and continues. */
async function passUserInformation(user: TestUser) {
  await heading('User Information');
  await fill(user, 'Email Confirmation', 'ada@example.com');
  await fill(user, 'Password', 'correct horse');
  await fill(user, 'Password Confirmation', 'correct horse');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
  await user.click(continueButton());
  await heading('Work Week');
}

const fetchedUrls = () => vi.mocked(fetch).mock.calls.map(([input]) => String(input));

describe('the brand of an invitation', SLOW, () => {
  it("is the inviting company's, whatever address the link opened on", async () => {
    renderWizard('/invitation/tok-1', {
      'GET /api/sub-domains/demo/': {
        body: {
          id: 1,
          sub_domain: 'demo',
          company_name: 'Brightpath Coaching',
          logo: '/media/b.png',
          logo_height: 50,
          header_color: '#1f4e79',
          background_image: null,
          allow_onboarding: true,
          show_on_search: false,
        },
      },
      'GET /api/client/offering/': {
        body: offering({
          company: {
            name: 'Okafor Coaching',
            branding: {
              sub_domain: 'okafor',
              logo: null,
              logo_height: 50,
              header_color: '#004d40',
              background_image: null,
              allow_onboarding: false,
            },
          },
        }),
      },
    });
    await heading('User Information');
    const header = screen.getByRole('banner');
    expect(await within(header).findByText('Okafor Coaching')).toBeInTheDocument();
    expect(within(header).queryByRole('img', { name: 'Brightpath Coaching' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Okafor Coaching'));
  });
});

describe('sign-up wizard', SLOW, () => {
  it('walks an invitee through user information, work week and rewards, then signs up and goes home', async () => {
    const { user, router, server } = renderWizard('/invitation/tok-123');

    await heading('User Information');
    expect(fetchedUrls()).toContain('/api/client/offering/?invitation=tok-123');
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Lovelace');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    // The invitation is for this address: shown, not edited (the server refuses another).
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Time Zone' })).toHaveValue(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    const stepper = screen.getByRole('navigation', { name: 'Sign-up steps' });
    expect(
      within(stepper)
        .getAllByRole('button')
        .map((step) => step.textContent),
    ).toEqual([
      expect.stringContaining('User Information'),
      expect.stringContaining('Work Week'),
      expect.stringContaining('Rewards'),
    ]);
    // Continue waits for the terms of service.
    expect(continueButton()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await passUserInformation(user);
    // 06:00 and 20:00, shown 12-hour.
    expect(screen.getByLabelText('Exercise Time hours')).toHaveValue('06');
    expect(screen.getByLabelText('Exercise Time minutes')).toHaveValue('00');
    expect(screen.getByLabelText('Exercise Time AM/PM')).toHaveValue('AM');
    expect(screen.getByLabelText('Reflection Time hours')).toHaveValue('08');
    expect(screen.getByLabelText('Reflection Time AM/PM')).toHaveValue('PM');
    expect(screen.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    await user.click(continueButton());

    await heading('Rewards');
    expect(screen.getByRole('radio', { name: 'Any' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Enter me in the raffle' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Inspiring quotes' }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/goals'));
    expect(readSession()).toEqual({ token: 'new-token', id: client.id });
    const [call] = server.callsTo('POST /api/client/offering/');
    expect(call?.headers.get('Authorization')).toBeNull();
    expect(call?.body).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      email_confirmation: 'ada@example.com',
      password: 'correct horse',
      password_confirmation: 'correct horse',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      work_week: [0, 1, 2, 3, 4, 5],
      generate_exercises_at: '06:00',
      generate_pulse_on: [0, 1, 2, 3, 4, 5],
      generate_pulse_at: '20:00',
      raffle_opt_in: true,
      reward: 'quote',
      allow_notice_sms: false,
      phone_number: '',
      areas: [],
      invitation: 'tok-123',
    });
    const [userCall] = server.callsTo(`GET /api/user/${client.id}/`);
    expect(userCall?.headers.get('Authorization')).toBe('Token new-token');
  });

  it('shows the spec messages of step 1 and stays there', async () => {
    const { user, server } = renderWizard('/invitation/tok-123');
    await heading('User Information');
    await fill(user, 'Email Confirmation', 'grace@example.com');
    await fill(user, 'Password', 'correct horse');
    await fill(user, 'Password Confirmation', 'correct horsey');
    await user.clear(screen.getByLabelText('First Name'));
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(continueButton());

    expect(await screen.findByText(CLIENT_MESSAGES.emailConfirmationMismatch)).toBeInTheDocument();
    expect(screen.getByText(CLIENT_MESSAGES.passwordConfirmationMismatch)).toBeInTheDocument();
    expect(screen.getByText('This field may not be blank.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'User Information', level: 3 })).toBeInTheDocument();
    expect(server.callsTo('POST /api/client/offering/')).toHaveLength(0);
  });

  it('asks for work-week days, and Back returns to the previous step', async () => {
    const { user } = renderWizard('/invitation/tok-123');
    await passUserInformation(user);
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await user.click(screen.getByRole('checkbox', { name: day }));
    }
    await user.click(continueButton());
    expect(await screen.findByText(CLIENT_MESSAGES.selectWorkWeek)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Work Week', level: 3 })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('User Information');
    expect(screen.getByLabelText('Password')).toHaveValue('correct horse');
  });

  it('reveals the phone field for text reminders and sends the number as E.164 (prefixed with 1), and the chosen times', async () => {
    const { user, server } = renderWizard('/invitation/tok-123');
    await heading('User Information');
    expect(screen.queryByLabelText('Phone Number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Send me text reminders' }));
    await user.type(screen.getByLabelText('Phone Number'), '(415) 555-2671');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('(415) 555-2671');
    await passUserInformation(user);
    await user.clear(screen.getByLabelText('Reflection Time hours'));
    await user.type(screen.getByLabelText('Reflection Time hours'), '09');
    await user.click(continueButton());
    await heading('Rewards');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(server.callsTo('POST /api/client/offering/')).toHaveLength(1));
    expect(server.callsTo('POST /api/client/offering/')[0]?.body).toMatchObject({
      allow_notice_sms: true,
      phone_number: '+14155552671',
      generate_pulse_at: '21:00',
    });
  });

  it('checks the phone number when it is left and as it is corrected, and will not continue without one', async () => {
    const { user, server } = renderWizard('/invitation/tok-123');
    await heading('User Information');
    await user.click(screen.getByRole('checkbox', { name: 'Send me text reminders' }));
    const phone = screen.getByLabelText('Phone Number');
    await user.click(phone);
    await user.tab();
    expect(await screen.findByText(PHONE_NUMBER_MESSAGES.requiredForTexts)).toBeInTheDocument();

    await user.type(phone, '555-123-4567');
    expect(screen.getByText(PHONE_NUMBER_MESSAGES.invalid)).toBeInTheDocument();
    await fill(user, 'Email Confirmation', 'ada@example.com');
    await fill(user, 'Password', 'correct horse');
    await fill(user, 'Password Confirmation', 'correct horse');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(continueButton());
    expect(await screen.findByText(PHONE_NUMBER_MESSAGES.invalid)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'User Information', level: 3 })).toBeInTheDocument();

    await user.clear(phone);
    await user.type(phone, '+44 20 7946 0958');
    await waitFor(() => expect(screen.queryByText(PHONE_NUMBER_MESSAGES.invalid)).not.toBeInTheDocument());
    await user.click(continueButton());
    await heading('Work Week');
    await user.click(continueButton());
    await heading('Rewards');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(server.callsTo('POST /api/client/offering/')).toHaveLength(1));
    expect(server.callsTo('POST /api/client/offering/')[0]?.body).toMatchObject({
      allow_notice_sms: true,
      phone_number: '+442079460958',
    });
  });

  it("asks for the program's number of areas of focus when it does not assign all", async () => {
    const { user, server, router } = renderWizard('/invitation/tok-123', {
      'GET /api/client/offering/': {
        body: offering({
          program: { id: 4, name: 'Morning Focus', assign_all: false, max_number_of_allowed_groups: 2 },
          areas: [
            { id: 1, name: 'Sleep' },
            { id: 2, name: 'Focus' },
            { id: 3, name: 'Calm' },
          ],
        }),
      },
    });
    await passUserInformation(user);
    await user.click(continueButton());
    await heading('Rewards');
    await user.click(continueButton());
    await heading('Areas of Focus');
    const stepper = screen.getByRole('navigation', { name: 'Sign-up steps' });
    expect(
      within(stepper)
        .getAllByRole('button')
        .map((step) => step.textContent),
    ).toEqual([
      expect.stringContaining('User Information'),
      expect.stringContaining('Work Week'),
      expect.stringContaining('Rewards'),
      expect.stringContaining('Areas of Focus'),
    ]);

    await user.click(screen.getByRole('checkbox', { name: 'Sleep' }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(CLIENT_MESSAGES.pickAllAreas)).toBeInTheDocument();
    expect(server.callsTo('POST /api/client/offering/')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Calm' }));
    expect(screen.getByRole('checkbox', { name: 'Focus' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/goals'));
    expect(server.callsTo('POST /api/client/offering/')[0]?.body).toMatchObject({ areas: [1, 3] });
  });

  it('skips the areas of focus when the offering has none to pick', async () => {
    const { user } = renderWizard('/invitation/tok-123', {
      'GET /api/client/offering/': {
        body: offering({ program: { id: 4, name: 'P', assign_all: false, max_number_of_allowed_groups: 2 } }),
      },
    });
    await passUserInformation(user);
    await user.click(continueButton());
    await heading('Rewards');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    const stepper = screen.getByRole('navigation', { name: 'Sign-up steps' });
    expect(within(stepper).getAllByRole('button')).toHaveLength(3);
    expect(screen.queryByText('Areas of Focus')).not.toBeInTheDocument();
  });

  it('shows the first message of each field below 500, with Back', async () => {
    const { user, router } = renderWizard('/invitation/tok-123', {
      'POST /api/client/offering/': {
        status: 400,
        body: { email: [MESSAGES.emailInUse], password: ['This password is too common.', 'second'] },
      },
    });
    await passUserInformation(user);
    await user.click(continueButton());
    await heading('Rewards');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${MESSAGES.emailInUse}\nThis password is too common.`);
    expect(readSession()).toBeNull();
    expect(router.state.location.pathname).toBe('/invitation/tok-123');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Work Week');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives the server-error text from 500 up', async () => {
    const { user } = renderWizard('/invitation/tok-123', {
      'POST /api/client/offering/': { status: 500, body: { detail: 'boom' } },
    });
    await passUserInformation(user);
    await user.click(continueButton());
    await heading('Rewards');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CLIENT_MESSAGES.signUpServerError);
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('opens the inactive-invitation modal for an invitation that cannot be loaded; closing goes to /login', async () => {
    const { user, router } = renderWizard('/invitation/used', {
      'GET /api/client/offering/': { status: 404, body: { detail: 'Not found.' } },
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(CLIENT_MESSAGES.invitationInactive);
    expect(screen.queryByRole('heading', { name: 'User Information' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('opens the same modal when the invitation was used while the wizard was open', async () => {
    const { user, router } = renderWizard('/invitation/tok-123', {
      'POST /api/client/offering/': { status: 404, body: { detail: 'Not found.' } },
    });
    await passUserInformation(user);
    await user.click(continueButton());
    await heading('Rewards');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(CLIENT_MESSAGES.invitationInactive);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('plain sign-up', SLOW, () => {
  it("loads the offering of the page's sub-domain and signs up for it", async () => {
    const { user, server, router } = renderWizard('/sign-up', {
      'GET /api/client/offering/': { body: offering({ first_name: '', last_name: '', email: '' }) },
    });
    await heading('User Information');
    expect(fetchedUrls()).toContain('/api/client/offering/?sub_domain=demo');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('readonly');
    await fill(user, 'First Name', 'Ada');
    await fill(user, 'Last Name', 'Lovelace');
    await fill(user, 'Email', 'ada@example.com');
    await passUserInformation(user);
    await user.click(continueButton());
    await heading('Rewards');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/goals'));
    expect(server.callsTo('POST /api/client/offering/')[0]?.body).toMatchObject({
      sub_domain: 'demo',
      first_name: 'Ada',
      email: 'ada@example.com',
    });
  });

  it('says the plan is no longer active when the sub-domain offers no sign-up; closing goes to /login', async () => {
    const { user, router } = renderWizard('/sign-up', {
      'GET /api/client/offering/': { status: 404, body: { detail: 'Not found.' } },
    });
    expect(await screen.findByRole('dialog')).toHaveTextContent(CLIENT_MESSAGES.planInactive);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
