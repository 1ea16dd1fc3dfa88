import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  HABIT_MESSAGES,
  MESSAGES,
  fillMessage,
  type ClientSubscription,
  type HabitProgramSummary,
  type OwnerSubscription,
  type Paginated,
  type User,
} from '@tandem/shared';
import { buildClient, buildCoach } from '../../../test/factories';
import type { FakeRoutes } from '../../../test/fake-api';
import { queriesTo } from '../../../test/fake-requests';
import { renderApp } from '../../../test/render';
import { buildCoachArea } from '../../areas-of-focus/testing';

configure({ asyncUtilTimeout: 5_000 });
// Each test renders the whole app; on a loaded machine that can take longer than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const page = <T,>(results: T[]): { body: Paginated<T> } => ({
  body: { count: results.length, next: null, previous: null, results },
});

const program = (
  id: number,
  name: string,
  overrides: Partial<HabitProgramSummary> = {},
): HabitProgramSummary => ({
  id,
  name,
  daily_exercises: 3,
  assign_all: true,
  max_number_of_allowed_groups: 3,
  pulse_survey: null,
  editable: true,
  ...overrides,
});

/** A client on habit program 1, and one who also holds a coach licence. */
const client: User = { ...buildClient({ theme: 1 }), theme: 1, habit_program: { id: 1, name: 'Thrive' } };
const coachingClient: User = { ...client, has_coach_license: true };
const changeKey = `POST /api/user/${client.id}/change_habit_program/`;
const PROGRAMS: FakeRoutes = {
  'GET /api/coaches/habit-programs/': page([program(1, 'Thrive'), program(2, 'Focus')]),
};

const section = (name: string) => screen.findByRole('region', { name });

/** The options of a select (jsdom never shows Mantine's dropdown, hence `hidden`). */
async function programOptions(user: ReturnType<typeof renderApp>['user'], label = 'Habit Program') {
  const input = screen.getByRole('textbox', { name: label });
  await user.click(input);
  const listbox = await waitFor(() => {
    const found = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error('no habit program options');
    return found;
  });
  return within(listbox).findAllByRole('option', { hidden: true });
}

/** Picks `option` in the select labelled `label`. */
async function choose(user: ReturnType<typeof renderApp>['user'], label: string, option: string) {
  const options = await programOptions(user, label);
  const found = options.find((candidate) => candidate.textContent === option);
  if (!found) throw new Error(`no option ${option} in ${label}`);
  await user.click(found);
}

describe('habit program', () => {
  it('is disabled for a client without a coach licence, who cannot list programs', async () => {
    const { server } = renderApp('/settings', { user: client });
    const habit = within(await section('Habit Program'));
    const select = habit.getByRole('textbox', { name: 'Habit Program' });
    expect(select).toBeDisabled();
    expect(select).toHaveValue('Thrive');
    expect(habit.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(server.callsTo('GET /api/coaches/habit-programs/')).toHaveLength(0);
  });

  it('lets a coach pick from the catalog and posts the change', async () => {
    const { user, server } = renderApp('/settings', {
      user: coachingClient,
      api: { ...PROGRAMS, [changeKey]: { body: { ...coachingClient, theme: 2 } } },
    });
    const habit = within(await section('Habit Program'));
    const select = habit.getByRole('textbox', { name: 'Habit Program' });
    await waitFor(() => expect(select).toHaveValue('Thrive'));
    expect(select).toBeEnabled();

    const options = await programOptions(user);
    expect(options.map((option) => option.textContent)).toEqual(['Thrive', 'Focus']);
    await user.click(options[1]!);
    // Focus assigns all its areas: there is nothing to choose.
    expect(habit.queryByRole('group', { name: 'Areas of Focus' })).not.toBeInTheDocument();
    await user.click(habit.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(server.callsTo(changeKey).map((call) => call.body)).toEqual([
      { habit_program: 2, areas_of_focus: [] },
    ]);
  });

  it("shows the server's duplicate areas message and asks for a fix before submitting again", async () => {
    const { user, server } = renderApp('/settings', {
      user: coachingClient,
      api: {
        ...PROGRAMS,
        [changeKey]: { status: 400, body: { areas_of_focus: [ACCOUNT_MESSAGES.duplicateAreas] } },
      },
    });
    const habit = within(await section('Habit Program'));
    await waitFor(() => expect(habit.getByRole('textbox', { name: 'Habit Program' })).toHaveValue('Thrive'));
    // Save waits for the programs: whether areas are asked for depends on the one chosen.
    await waitFor(() => expect(habit.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(habit.getByRole('button', { name: 'Save' }));
    expect(await habit.findByText(ACCOUNT_MESSAGES.duplicateAreas)).toBeInTheDocument();

    await user.click(habit.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.fixErrorFirst)).toBeInTheDocument();
    expect(server.callsTo(changeKey)).toHaveLength(1);
  });

  it('shows the server error when the change fails', async () => {
    const { user } = renderApp('/settings', {
      user: coachingClient,
      api: { ...PROGRAMS, [changeKey]: { status: 500, body: {} } },
    });
    const habit = within(await section('Habit Program'));
    await waitFor(() => expect(habit.getByRole('textbox', { name: 'Habit Program' })).toHaveValue('Thrive'));
    // Save waits for the programs: whether areas are asked for depends on the one chosen.
    await waitFor(() => expect(habit.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(habit.getByRole('button', { name: 'Save' }));
    expect(await habit.findByText(MESSAGES.serverError)).toBeInTheDocument();
  });
});

// Choosing through several selects takes a while in jsdom, more under a full parallel run.
describe('habit program areas of focus', { timeout: 45_000 }, () => {
  const GROW = program(3, 'Grow', { assign_all: false, max_number_of_allowed_groups: 2 });
  const AREAS: FakeRoutes = {
    'GET /api/coaches/habit-programs/': page([program(1, 'Thrive'), GROW]),
    'GET /api/coaches/area-of-growths/': page([
      buildCoachArea({ id: 31, name: 'Sleep' }, 3),
      buildCoachArea({ id: 32, name: 'Movement' }, 3),
      buildCoachArea({ id: 33, name: 'Mindfulness' }, 3),
    ]),
  };

  it('asks for each area of a program that lets the client choose, refusing too few and duplicates', async () => {
    const { user, server } = renderApp('/settings', {
      user: coachingClient,
      api: { ...AREAS, [changeKey]: { body: { ...coachingClient, theme: 3, groups: [33, 31] } } },
    });
    const habit = within(await section('Habit Program'));
    await waitFor(() => expect(habit.getByRole('button', { name: 'Save' })).toBeEnabled());
    await choose(user, 'Habit Program', 'Grow');

    const areas = within(habit.getByRole('group', { name: 'Areas of Focus' }));
    expect(areas.getAllByRole('textbox')).toHaveLength(2);
    expect(areas.getByRole('textbox', { name: 'Area of Focus 1' })).toHaveValue('');
    expect(areas.getByRole('textbox', { name: 'Area of Focus 2' })).toHaveValue('');
    await waitFor(() => expect(queriesTo('/api/coaches/area-of-growths/')).toHaveLength(1));
    expect(queriesTo('/api/coaches/area-of-growths/')[0]?.toString()).toBe('areas_of_focus=3&limit=100');

    // Fewer than the program asks for.
    await user.click(habit.getByRole('button', { name: 'Save' }));
    expect(habit.getByRole('alert')).toHaveTextContent(
      fillMessage(HABIT_MESSAGES.chooseAllAreas, { n: '2' }),
    );
    await choose(user, 'Area of Focus 1', 'Mindfulness');
    expect(habit.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(habit.getByRole('button', { name: 'Save' }));
    expect(habit.getByRole('alert')).toHaveTextContent('Please choose all 2 areasOfGrowth');

    // The same area twice is pointed out at once, and saving asks for a fix first.
    await choose(user, 'Area of Focus 2', 'Mindfulness');
    expect(habit.getByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.duplicateAreas);
    await user.click(habit.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.fixErrorFirst)).toBeInTheDocument();
    expect(server.callsTo(changeKey)).toHaveLength(0);

    await choose(user, 'Area of Focus 2', 'Sleep');
    expect(habit.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(habit.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(server.callsTo(changeKey).map((call) => call.body)).toEqual([
      { habit_program: 3, areas_of_focus: [33, 31] },
    ]);
  });

  it('starts from the chosen areas and refuses more than the program allows', async () => {
    const onGrow: User = {
      ...coachingClient,
      theme: 3,
      habit_program: { id: 3, name: 'Grow' },
      groups: [31, 32, 33],
    };
    const { user, server } = renderApp('/settings', { user: onGrow, api: AREAS });
    const habit = within(await section('Habit Program'));
    const areas = within(await habit.findByRole('group', { name: 'Areas of Focus' }));
    await waitFor(() => expect(areas.getByRole('textbox', { name: 'Area of Focus 1' })).toHaveValue('Sleep'));
    expect(areas.getByRole('textbox', { name: 'Area of Focus 2' })).toHaveValue('Movement');
    expect(areas.getByRole('textbox', { name: 'Area of Focus 3' })).toHaveValue('Mindfulness');

    await user.click(habit.getByRole('button', { name: 'Save' }));
    expect(habit.getByRole('alert')).toHaveTextContent('You can only select a max of 2 areas of focus');
    expect(server.callsTo(changeKey)).toHaveLength(0);

    // Choosing another program starts its areas afresh; coming back restores the chosen ones.
    await choose(user, 'Habit Program', 'Thrive');
    expect(habit.queryByRole('group', { name: 'Areas of Focus' })).not.toBeInTheDocument();
    expect(habit.queryByRole('alert')).not.toBeInTheDocument();
    await choose(user, 'Habit Program', 'Grow');
    expect(habit.getByRole('textbox', { name: 'Area of Focus 3' })).toHaveValue('Mindfulness');
  });

  it("shows the server's refusal of an area until the areas change", async () => {
    const { user, server } = renderApp('/settings', {
      user: { ...coachingClient, theme: 3, habit_program: { id: 3, name: 'Grow' }, groups: [31, 32] },
      api: {
        ...AREAS,
        [changeKey]: { status: 400, body: { areas_of_focus: [HABIT_MESSAGES.areaNotInProgram] } },
      },
    });
    const habit = within(await section('Habit Program'));
    await waitFor(() =>
      expect(habit.getByRole('textbox', { name: 'Area of Focus 2' })).toHaveValue('Movement'),
    );
    await user.click(habit.getByRole('button', { name: 'Save' }));
    expect(await habit.findByRole('alert')).toHaveTextContent(HABIT_MESSAGES.areaNotInProgram);

    await user.click(habit.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.fixErrorFirst)).toBeInTheDocument();
    expect(server.callsTo(changeKey)).toHaveLength(1);

    await choose(user, 'Area of Focus 2', 'Mindfulness');
    expect(habit.queryByRole('alert')).not.toBeInTheDocument();
  });
});

const clientSubscription = (overrides: Partial<ClientSubscription> = {}): ClientSubscription => ({
  id: 5,
  title: 'Monthly Coaching',
  price: 2900,
  scheduled_invoice_at: '2026-03-01T12:00:00.000Z',
  canceled: false,
  ...overrides,
});

const ownerSubscription = (overrides: Partial<OwnerSubscription> = {}): OwnerSubscription => ({
  id: 8,
  title: 'Professional',
  created_at: '2026-01-01T12:00:00.000Z',
  renewing: true,
  scheduled_invoice_at: '2026-04-15T12:00:00.000Z',
  canceled: false,
  status: 'active',
  test_mode: false,
  ...overrides,
});

describe('subscription', () => {
  it('is hidden when the user has none', async () => {
    const { server } = renderApp('/settings', {
      user: client,
      api: { 'GET /api/clients/subscriptions/': page([]) },
    });
    await section('User Information');
    await waitFor(() => expect(server.callsTo('GET /api/clients/subscriptions/')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Subscription' })).not.toBeInTheDocument();
    // A client without a coach licence owns no plan.
    expect(server.callsTo('GET /api/owners/subscriptions/')).toHaveLength(0);
  });

  it("shows the client's subscription and cancels it after confirmation", async () => {
    let canceled = false;
    const { user, server } = renderApp('/settings', {
      user: client,
      api: {
        'GET /api/clients/subscriptions/': () => page([clientSubscription({ canceled })]),
        'DELETE /api/clients/subscriptions/5/': () => {
          canceled = true;
          return { status: 204 };
        },
      },
    });
    const subscription = within(await section('Subscription'));
    expect(subscription.getByText('Monthly Coaching')).toBeInTheDocument();
    expect(subscription.getByText('$29.00 / month')).toBeInTheDocument();

    await user.click(subscription.getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Subscription' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep Subscription' }));
    expect(server.callsTo('DELETE /api/clients/subscriptions/5/')).toHaveLength(0);

    await user.click(subscription.getByRole('button', { name: 'Cancel Subscription' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel Subscription' })).getByRole('button', {
        name: 'Yes, Cancel',
      }),
    );
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(server.callsTo('DELETE /api/clients/subscriptions/5/')).toHaveLength(1);
    expect(await subscription.findByText('Canceled')).toBeInTheDocument();
    expect(subscription.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });

  it("says why the client's cancel failed", async () => {
    const { user } = renderApp('/settings', {
      user: client,
      api: {
        'GET /api/clients/subscriptions/': page([clientSubscription()]),
        'DELETE /api/clients/subscriptions/5/': { status: 500, body: {} },
      },
    });
    const subscription = within(await section('Subscription'));
    await user.click(subscription.getByRole('button', { name: 'Cancel Subscription' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel Subscription' })).getByRole('button', {
        name: 'Yes, Cancel',
      }),
    );
    expect(await screen.findByText(MESSAGES.serverError)).toBeInTheDocument();
  });

  it("shows an owner's renewing subscription with a cancel that stops renewal", async () => {
    let renewing = true;
    const owner = buildCoach({}, { is_owner: true });
    const { user, server } = renderApp('/settings', {
      user: owner,
      api: {
        'GET /api/owners/subscriptions/': () => page([ownerSubscription({ renewing })]),
        'DELETE /api/owners/subscriptions/8/': () => {
          renewing = false;
          return { status: 204 };
        },
      },
    });
    const subscription = within(await section('Subscription'));
    expect(subscription.getByText('Professional')).toBeInTheDocument();
    expect(subscription.queryByText(/Active Until/)).not.toBeInTheDocument();
    const [url] =
      vi.mocked(fetch).mock.calls.find(([called]) => String(called).includes('owners/subscriptions')) ?? [];
    expect(String(url)).toBe('/api/owners/subscriptions/?current=true');

    await user.click(subscription.getByRole('button', { name: 'Cancel Subscription' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel Subscription' })).getByRole('button', {
        name: 'Yes, Cancel',
      }),
    );
    expect(await subscription.findByText('Active Until April 15, 2026')).toBeInTheDocument();
    expect(server.callsTo('DELETE /api/owners/subscriptions/8/')).toHaveLength(1);
    expect(subscription.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });

  it("shows 'Active Until' and the date for a subscription that does not renew", async () => {
    renderApp('/settings', {
      user: buildCoach(),
      api: { 'GET /api/owners/subscriptions/': page([ownerSubscription({ renewing: false })]) },
    });
    const subscription = within(await section('Subscription'));
    expect(subscription.getByText('Active Until April 15, 2026')).toBeInTheDocument();
    expect(subscription.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });
});

describe("the owner's plan: a failed payment, a new card and test mode", () => {
  const testMode = { 'GET /api/payments/config/': { body: { provider: 'test', publishable_key: null } } };

  it('marks a failed payment and replaces the card with the test-card form', async () => {
    const { user, server } = renderApp('/settings', {
      user: buildCoach({}, { is_owner: true }),
      api: {
        ...testMode,
        'GET /api/owners/subscriptions/': page([ownerSubscription({ status: 'past_due' })]),
        'POST /api/owners/credit-cards/': {
          status: 201,
          body: { brand: 'Visa', last_four: '4242', exp_month: 12, exp_year: 2039 },
        },
      },
    });
    const subscription = within(await section('Subscription'));
    expect(subscription.getByText('Payment failed')).toBeInTheDocument();
    expect(
      subscription.getByText('The last renewal was not paid. Update the card to pay it.'),
    ).toBeInTheDocument();
    expect(subscription.queryByText(/Renews On/)).not.toBeInTheDocument();
    await user.click(subscription.getByRole('button', { name: 'Update Card' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Update Card' }));
    await user.type(await dialog.findByLabelText(/^Card number/), '4242 4242 4242 4242');
    await user.type(dialog.getByLabelText(/^Expiry \(MM\/YY\)/), '12/39');
    await user.type(dialog.getByLabelText(/^CVC/), '123');
    await user.click(dialog.getByRole('button', { name: 'Save Card' }));
    expect(await screen.findByText('Card ending in 4242 saved.')).toBeInTheDocument();
    const [saved] = server.callsTo('POST /api/owners/credit-cards/');
    expect(saved?.body).toMatchObject({ token: 'tok_test_visa_4242_12_39', last_four: '4242' });
  });

  it("offers the test provider's renewal and end, and says when the renewal failed", async () => {
    const { user, server } = renderApp('/settings', {
      user: buildCoach({}, { is_owner: true }),
      api: {
        ...testMode,
        'GET /api/owners/subscriptions/': page([ownerSubscription({ test_mode: true })]),
        'POST /api/owners/subscriptions/8/simulate/': {
          body: ownerSubscription({ test_mode: true, status: 'past_due' }),
        },
      },
    });
    const subscription = within(await section('Subscription'));
    const controls = within(subscription.getByRole('note'));
    await user.click(controls.getByRole('button', { name: 'Renew now' }));
    expect(await screen.findByText('The renewal failed: the card was declined.')).toBeInTheDocument();
    expect(server.callsTo('POST /api/owners/subscriptions/8/simulate/')[0]?.body).toEqual({
      event: 'renewal',
    });
  });

  it('shows no test controls with a real provider', async () => {
    renderApp('/settings', {
      user: buildCoach({}, { is_owner: true }),
      api: { 'GET /api/owners/subscriptions/': page([ownerSubscription()]) },
    });
    const subscription = within(await section('Subscription'));
    expect(subscription.queryByRole('button', { name: 'Renew now' })).not.toBeInTheDocument();
  });
});
