import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CLIENT_MESSAGES, type Invitation } from '@tandem/shared';
import { buildCoach } from '../../../test/factories';
import type { FakeRoutes } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';

// The whole app renders in jsdom; on a busy machine a screen can take a few seconds.
configure({ asyncUtilTimeout: 5_000 });
const SLOW = { timeout: 30_000 };

const coach = buildCoach();
const page = <T,>(results: T[], next: string | null = null) => ({
  body: { count: results.length, next, previous: null, results },
});

const CATALOG: FakeRoutes = {
  'GET /api/coaches/habit-programs/': page([
    {
      id: 4,
      name: 'Morning Focus',
      daily_exercises: 3,
      assign_all: true,
      max_number_of_allowed_groups: 0,
      pulse_survey: 9,
      editable: true,
    },
    {
      id: 5,
      name: 'Calm Evenings',
      daily_exercises: 2,
      assign_all: true,
      max_number_of_allowed_groups: 0,
      pulse_survey: null,
      editable: false,
    },
  ]),
  'GET /api/coaches/pulse-surveys/': page([
    { id: 9, name: 'Weekly Pulse', daily_num_questions: 3, editable: true },
    { id: 10, name: 'Team Check-in', daily_num_questions: 5, editable: true },
  ]),
  'GET /api/coaches/courses/': page([
    { id: 21, title: 'Sleep Basics', description: '', public: true, published: true },
    { id: 22, title: 'Deep Work', description: '', public: false, published: true },
  ]),
};

function invitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: 1,
    token: 'tok-ada',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    link: 'http://localhost/invitation/tok-ada',
    habit_program: 4,
    created_at: '2024-05-01T10:00:00.000Z',
    sent_at: '2024-05-01T10:00:00.000Z',
    ...overrides,
  };
}

function renderOnboarding(api: FakeRoutes = {}, path = '/client-onboarding') {
  return renderApp(path, {
    user: coach,
    api: { ...CATALOG, 'GET /api/coaches/client-invitations/': page([]), ...api },
  });
}

type TestUser = ReturnType<typeof renderApp>['user'];

/** The options of a Mantine select after opening it (jsdom never shows the dropdown, hence `hidden`). */
async function openOptions(user: TestUser, label: string) {
  const input = screen.getByRole('textbox', { name: label });
  await user.click(input);
  const listbox = await waitFor(() => {
    const found = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error(`no options for ${label}`);
    return found;
  });
  return within(listbox).getAllByRole('option', { hidden: true });
}

async function choose(user: TestUser, label: string, option: string) {
  const options = await openOptions(user, label);
  const wanted = options.find((item) => item.textContent === option);
  if (!wanted) throw new Error(`${label} has no option ${option}`);
  await user.click(wanted);
}

/** Types into a field at once (keystroke by keystroke is slow and adds nothing here). */
async function fill(user: TestUser, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillFirstClient(user: TestUser) {
  await fill(user, await screen.findByLabelText('First name of client 1'), 'Ada');
  await fill(user, screen.getByLabelText('Last name of client 1'), 'Lovelace');
  await fill(user, screen.getByLabelText('Email of client 1'), 'ada@example.com');
}

/** Waits for the pickers' lists, then chooses the program (which offers its survey). */
async function chooseProgram(user: TestUser) {
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'Habit Program' })).toHaveAttribute(
      'placeholder',
      'Select a habit program',
    ),
  );
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'Pulse Survey' })).toHaveAttribute(
      'placeholder',
      'Select a pulse survey',
    ),
  );
  await choose(user, 'Habit Program', 'Morning Focus');
}

async function uploadCsv(user: TestUser, text: string) {
  await user.upload(screen.getByLabelText('CSV file'), new File([text], 'clients.csv', { type: 'text/csv' }));
}

const UPLOADED = {
  status: 201,
  body: { invitations: [invitation()], already_clients: ['grace@example.com'] },
};

describe('client onboarding', SLOW, () => {
  it('invites a typed client with every feature on, daily exercises as home and default courses', async () => {
    const { user, server } = renderOnboarding({ 'POST /api/coaches/clients/client_upload/': UPLOADED });
    await fillFirstClient(user);
    await chooseProgram(user);
    // The program's own survey is offered.
    expect(screen.getByRole('textbox', { name: 'Pulse Survey' })).toHaveValue('Weekly Pulse');
    expect(screen.getByRole('textbox', { name: 'Home Page' })).toHaveValue('Daily Exercises');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(CLIENT_MESSAGES.invitationsSent)).toBeInTheDocument();
    const [call] = server.callsTo('POST /api/coaches/clients/client_upload/');
    expect(call?.body).toEqual({
      clients: [{ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' }],
      habit_program: 4,
      default_courses: true,
      courses: [],
      profile: {
        home: 'daily_exercises',
        assigned_pulse_survey: 9,
        allow_daily_exercises: true,
        allow_self_reflect: true,
        allow_goals: true,
        allow_progress: true,
        allow_courses: true,
        allow_journal: true,
        allow_assessments: true,
        allow_messaging: true,
      },
    });
  });

  it('lists who was invited and who already is a client, and Finish gives a fresh form', async () => {
    const { user, router } = renderOnboarding(
      { 'POST /api/coaches/clients/client_upload/': UPLOADED },
      '/add-clients',
    );
    await fillFirstClient(user);
    await user.click(screen.getByRole('button', { name: 'Add another client' }));
    await fill(user, screen.getByLabelText('First name of client 2'), 'Grace');
    await fill(user, screen.getByLabelText('Last name of client 2'), 'Hopper');
    await fill(user, screen.getByLabelText('Email of client 2'), 'grace@example.com');
    await chooseProgram(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const invited = await screen.findByRole('list', { name: 'Invited clients' });
    expect(invited).toHaveTextContent('Ada Lovelace (ada@example.com)');
    expect(screen.getByRole('list', { name: 'Already clients' })).toHaveTextContent(
      `grace@example.com ${CLIENT_MESSAGES.alreadyClient}`,
    );
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client-onboarding'));
    expect(await screen.findByLabelText('First name of client 1')).toHaveValue('');
    expect(screen.queryByLabelText('First name of client 2')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Habit Program' })).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Invited clients' })).not.toBeInTheDocument();
  });

  it('shows the onboarding wording of the feature rules and sends nothing', async () => {
    const { user, server } = renderOnboarding();
    await fillFirstClient(user);
    await choose(user, 'Home Page', 'Goals');
    await user.click(screen.getByRole('switch', { name: 'Goals' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(CLIENT_MESSAGES.selectHabitProgram)).toBeInTheDocument();
    expect(screen.getByText(CLIENT_MESSAGES.selectPulseSurvey)).toBeInTheDocument();
    expect(screen.getByText(CLIENT_MESSAGES.homeMustBeEnabled)).toBeInTheDocument();
    expect(server.callsTo('POST /api/coaches/clients/client_upload/')).toHaveLength(0);
  });

  it('offers only toggled-on features as the home page', async () => {
    const { user } = renderOnboarding();
    await user.click(await screen.findByRole('switch', { name: 'Progress' }));
    const options = (await openOptions(user, 'Home Page')).map((option) => option.textContent);
    expect(options).toEqual(['Daily Exercises', 'Daily Reflection', 'Goals', 'Courses', 'Assessments']);
  });

  it('asks for a client before sending', async () => {
    const { user, server } = renderOnboarding();
    await chooseProgram(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field may not be blank.')).toHaveLength(2);
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(server.callsTo('POST /api/coaches/clients/client_upload/')).toHaveLength(0);
  });

  it("joins the server's field messages, the row messages included, below 500", async () => {
    const { user } = renderOnboarding({
      'POST /api/coaches/clients/client_upload/': {
        status: 400,
        body: {
          clients: ['Row 1 (ada@example.com): This email address already has an account.'],
          habit_program: ['Invalid pk "4" - object does not exist.'],
        },
      },
    });
    await fillFirstClient(user);
    await chooseProgram(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Row 1 (ada@example.com): This email address already has an account.\nInvalid pk "4" - object does not exist.',
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('gives the server-error text from 500 up', async () => {
    const { user } = renderOnboarding({
      'POST /api/coaches/clients/client_upload/': { status: 503, body: {} },
    });
    await fillFirstClient(user);
    await chooseProgram(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CLIENT_MESSAGES.uploadServerError);
  });

  it('shows the CSV header message for a wrong header or TooManyFields', async () => {
    const { user } = renderOnboarding();
    await screen.findByLabelText('CSV file');
    await uploadCsv(user, 'email,name\nada@example.com,Ada');
    expect(await screen.findByRole('alert')).toHaveTextContent(CLIENT_MESSAGES.csvHeader);

    await uploadCsv(user, 'email,first_name,last_name\nada@example.com,Ada');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await uploadCsv(user, 'email,first_name,last_name\nada@example.com,Ada,Lovelace,extra');
    expect(await screen.findByRole('alert')).toHaveTextContent(CLIENT_MESSAGES.csvHeader);
    expect(screen.queryByRole('table', { name: 'Clients from the CSV file' })).not.toBeInTheDocument();
  });

  it('shows the rows of a CSV before sending them with the typed ones', async () => {
    const { user, server } = renderOnboarding({ 'POST /api/coaches/clients/client_upload/': UPLOADED });
    await screen.findByLabelText('CSV file');
    await uploadCsv(
      user,
      'first_name,last_name,email\nGrace,Hopper,grace@example.com\nAlan,Turing,alan@example.com\n',
    );

    const table = await screen.findByRole('table', { name: 'Clients from the CSV file' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['First NameLast NameEmail', 'GraceHoppergrace@example.com', 'AlanTuringalan@example.com']);
    expect(screen.getByText('2 clients from clients.csv')).toBeInTheDocument();

    await fillFirstClient(user);
    await chooseProgram(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(CLIENT_MESSAGES.invitationsSent);
    const [call] = server.callsTo('POST /api/coaches/clients/client_upload/');
    expect((call?.body as { clients: unknown }).clients).toEqual([
      { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
      { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' },
      { first_name: 'Alan', last_name: 'Turing', email: 'alan@example.com' },
    ]);
  });

  it('sends only the CSV rows when no client is typed', async () => {
    const { user, server } = renderOnboarding({ 'POST /api/coaches/clients/client_upload/': UPLOADED });
    await screen.findByLabelText('CSV file');
    await uploadCsv(user, 'email,first_name,last_name\ngrace@example.com,Grace,Hopper');
    await screen.findByRole('table', { name: 'Clients from the CSV file' });
    await chooseProgram(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(CLIENT_MESSAGES.invitationsSent);
    const [call] = server.callsTo('POST /api/coaches/clients/client_upload/');
    expect((call?.body as { clients: unknown }).clients).toEqual([
      { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' },
    ]);
  });

  it("sends the specified courses after 'Specify Courses'", async () => {
    const { user, server } = renderOnboarding({ 'POST /api/coaches/clients/client_upload/': UPLOADED });
    await fillFirstClient(user);
    await chooseProgram(user);
    expect(screen.queryByRole('textbox', { name: 'Courses' })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Specify Courses'));
    await screen.findByRole('textbox', { name: 'Courses' });
    await choose(user, 'Courses', 'Deep Work');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(CLIENT_MESSAGES.invitationsSent);
    const [call] = server.callsTo('POST /api/coaches/clients/client_upload/');
    expect(call?.body).toMatchObject({ default_courses: false, courses: [22] });
  });
});

describe('pending invitations', SLOW, () => {
  it('says when there are none', async () => {
    renderOnboarding();
    expect(await screen.findByText(CLIENT_MESSAGES.noPendingInvitations)).toBeInTheDocument();
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    // jsdom has no IntersectionObserver: this one says every observed element is visible.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(target: Element) {
          this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
        }
        disconnect() {}
      },
    );
    const first = Array.from({ length: 15 }, (_, index) =>
      invitation({
        id: index + 1,
        token: `tok-${index}`,
        first_name: `Client${index}`,
        email: `c${index}@example.com`,
      }),
    );
    const answers = [
      {
        body: {
          count: 16,
          next: 'http://localhost/api/coaches/client-invitations/?limit=15&offset=15',
          previous: null,
          results: first,
        },
      },
      page([invitation({ id: 99, token: 'tok-last', first_name: 'Last', email: 'last@example.com' })]),
    ];
    renderOnboarding({ 'GET /api/coaches/client-invitations/': () => answers.shift() ?? page([]) });

    expect(await screen.findByText('c0@example.com')).toBeInTheDocument();
    expect(await screen.findByText('last@example.com')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(16);
    const urls = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => String(input))
      .filter((url) => url.includes('client-invitations'));
    expect(urls).toEqual([
      '/api/coaches/client-invitations/?limit=15&offset=0',
      '/api/coaches/client-invitations/?limit=15&offset=15',
    ]);
  });

  it('deletes an invitation and refreshes the list', async () => {
    let deleted = false;
    const { user, server } = renderOnboarding({
      'GET /api/coaches/client-invitations/': () => page(deleted ? [] : [invitation()]),
      'DELETE /api/coaches/client-invitations/tok-ada/': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    const row = await screen.findByRole('article', { name: 'Invitation of Ada Lovelace' });
    expect(row).toHaveTextContent('ada@example.com');
    await user.click(within(row).getByRole('button', { name: 'Delete invitation to ada@example.com' }));
    expect(await screen.findByText(CLIENT_MESSAGES.deleted)).toBeInTheDocument();
    expect(server.callsTo('DELETE /api/coaches/client-invitations/tok-ada/')).toHaveLength(1);
    expect(await screen.findByText(CLIENT_MESSAGES.noPendingInvitations)).toBeInTheDocument();
  });

  it('resends an invitation', async () => {
    const { user, server } = renderOnboarding({
      'GET /api/coaches/client-invitations/': page([invitation()]),
      'GET /api/coaches/client-invitations/tok-ada/resend_invitation/': { body: { detail: 'Email sent' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Resend invitation to ada@example.com' }));
    expect(await screen.findByText(CLIENT_MESSAGES.emailSent)).toBeInTheDocument();
    expect(server.callsTo('GET /api/coaches/client-invitations/tok-ada/resend_invitation/')).toHaveLength(1);
  });

  it("shows the server's words when an action fails", async () => {
    const { user } = renderOnboarding({
      'GET /api/coaches/client-invitations/': page([invitation()]),
      'GET /api/coaches/client-invitations/tok-ada/resend_invitation/': {
        status: 404,
        body: { detail: 'Not found.' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Resend invitation to ada@example.com' }));
    expect(await screen.findByText('Not found.')).toBeInTheDocument();
    expect(screen.queryByText(CLIENT_MESSAGES.emailSent)).not.toBeInTheDocument();
  });

  it('sends a custom mail with a subject and a message', async () => {
    const { user, server } = renderOnboarding({
      'GET /api/coaches/client-invitations/': page([invitation()]),
      'POST /api/coaches/client-invitations/tok-ada/send_custom_mail/': { body: { detail: 'Email sent' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Send custom email to ada@example.com' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findAllByText('This field may not be blank.')).toHaveLength(2);
    expect(server.callsTo('POST /api/coaches/client-invitations/tok-ada/send_custom_mail/')).toHaveLength(0);

    await fill(user, within(dialog).getByLabelText('Subject'), 'Join me on Tandem');
    await fill(user, within(dialog).getByLabelText('Message'), 'Hi Ada, here is your link.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(CLIENT_MESSAGES.emailSent)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [call] = server.callsTo('POST /api/coaches/client-invitations/tok-ada/send_custom_mail/');
    expect(call?.body).toEqual({ subject: 'Join me on Tandem', message: 'Hi Ada, here is your link.' });
  });
});

describe('invitation requests (owners)', SLOW, () => {
  const request = {
    id: 5,
    first_name: 'Ines',
    last_name: 'Visitor',
    email: 'ines@example.com',
    additional_information: 'A friend told me.',
    campaign: { id: 3, name: 'Trees for Tomorrow' },
    created_at: '2026-11-24T10:00:00Z',
    invited: false,
  };

  it('fills the form with the person to invite, and dismisses a request', async () => {
    const { user, server } = renderApp('/client-onboarding', {
      user: { ...coach, is_owner: true },
      api: {
        ...CATALOG,
        'GET /api/coaches/client-invitations/': page([]),
        'GET /api/owners/invitation-requests/': page([request]),
        'POST /api/owners/invitation-requests/5/dismiss/': { status: 204 },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Invite Ines Visitor' }));
    expect(await screen.findByLabelText('First name of client 1')).toHaveValue('Ines');
    expect(screen.getByLabelText('Last name of client 1')).toHaveValue('Visitor');
    expect(screen.getByLabelText('Email of client 1')).toHaveValue('ines@example.com');
    await user.click(screen.getByRole('button', { name: 'Dismiss Ines Visitor' }));
    await waitFor(() =>
      expect(server.callsTo('POST /api/owners/invitation-requests/5/dismiss/')).toHaveLength(1),
    );
  });

  it('is not asked for when the coach owns no company', async () => {
    const { server } = renderOnboarding();
    await screen.findByLabelText('First name of client 1');
    expect(server.callsTo('GET /api/owners/invitation-requests/')).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Invitation Requests' })).not.toBeInTheDocument();
  });
});
