import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OFFERING_MESSAGES, type OfferingChoices, type OwnerOffering } from '@tandem/shared';
import { buildCoach } from '../../../test/factories';
import { renderApp } from '../../../test/render';

vi.setConfig({ testTimeout: 30_000 });

const owner = buildCoach({}, { is_owner: true });
const PAGE = '/automated-registration';
const LIST = 'GET /api/owners/offerings/';
const CREATE = 'POST /api/owners/offerings/';
const CHOICES = 'GET /api/owners/offering-choices/';

function buildOffering(overrides: Partial<OwnerOffering> = {}): OwnerOffering {
  return {
    id: 7,
    title: 'Monthly Coaching',
    active: true,
    company: 1,
    sub_domain: 'demo',
    coach: 3,
    coach_name: 'Jordan Blake',
    habit_program: 4,
    pulse_survey: 5,
    courses: [],
    price: 4900,
    price_in_dollars: '49.00',
    promo: 'abc123',
    link: 'http://localhost:3000/sign-up/7/abc123',
    home: 'daily_exercises',
    allow_daily_exercises: true,
    allow_self_reflect: true,
    allow_goals: true,
    allow_progress: true,
    allow_courses: true,
    allow_journal: true,
    allow_assessments: true,
    allow_messaging: true,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
const page = (results: OwnerOffering[]) => ({
  body: { count: results.length, next: null, previous: null, results },
});
const choices: OfferingChoices = {
  coaches: [
    {
      id: 3,
      name: 'Jordan Blake',
      email: 'coach@demo.test',
      habit_programs: [{ id: 4, name: 'Morning Focus' }],
      pulse_surveys: [{ id: 5, name: 'Daily Pulse' }],
      courses: [{ id: 9, name: 'Sleep Well' }],
    },
  ],
  can_sell: true,
};

type TestUser = ReturnType<typeof renderApp>['user'];

/** Chooses a Mantine select's option (jsdom never shows the dropdown, hence `hidden`). */
async function choose(user: TestUser, input: HTMLElement, option: string) {
  await user.click(input);
  const listbox = await waitFor(() => {
    const found = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error(`no options for ${option}`);
    return found;
  });
  const wanted = within(listbox)
    .getAllByRole('option', { hidden: true })
    .find((item) => item.textContent === option);
  if (!wanted) throw new Error(`no option ${option}`);
  await user.click(wanted);
}

describe('the subscription plans page', () => {
  it('shows each plan with its price and badge, and the link with a copy button only while active', async () => {
    renderApp(PAGE, {
      user: owner,
      api: {
        [LIST]: page([
          buildOffering(),
          buildOffering({
            id: 8,
            title: 'Old Plan',
            active: false,
            link: null,
            price: 0,
            price_in_dollars: '0.00',
          }),
        ]),
      },
    });
    const active = within(await screen.findByRole('listitem', { name: 'Monthly Coaching' }));
    expect(active.getByText('$49.00 a month')).toBeInTheDocument();
    expect(active.getByText('Active')).toBeInTheDocument();
    expect(active.getByRole('link', { name: 'http://localhost:3000/sign-up/7/abc123' })).toBeInTheDocument();
    expect(active.getByRole('button', { name: 'Copy link of Monthly Coaching' })).toBeInTheDocument();
    const inactive = within(screen.getByRole('listitem', { name: 'Old Plan' }));
    expect(inactive.getByText('Free')).toBeInTheDocument();
    expect(inactive.getByText('Inactive')).toBeInTheDocument();
    expect(inactive.queryByRole('link')).not.toBeInTheDocument();
    expect(inactive.queryByRole('button', { name: /Copy link/ })).not.toBeInTheDocument();
  });

  it("checks the plan with the spec's messages and keeps Save disabled while an error shows", async () => {
    const { user, server } = renderApp(PAGE, {
      user: owner,
      api: { [LIST]: page([]), [CHOICES]: { body: choices } },
    });
    expect(await screen.findByText(OFFERING_MESSAGES.noOfferings)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const form = within(await screen.findByRole('form', { name: 'Subscription plan' }));
    const save = form.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.type(form.getByRole('textbox', { name: /^Price a month/ }), '49.999');
    await user.click(save);
    expect(form.getByText(OFFERING_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(form.getByText('A Coach is required')).toBeInTheDocument();
    expect(form.getByText('A Habit Program is required')).toBeInTheDocument();
    expect(form.getByText('A Daily Reflection is required')).toBeInTheDocument();
    expect(form.getByText(OFFERING_MESSAGES.invalidPrice)).toBeInTheDocument();
    expect(save).toBeDisabled();
    expect(server.callsTo(CREATE)).toHaveLength(0);
  });

  it("creates a plan with the coach's choices, sending the price in cents", async () => {
    const created = buildOffering({ id: 12, title: 'Premium' });
    const { user, server } = renderApp(PAGE, {
      user: owner,
      api: { [LIST]: page([]), [CHOICES]: { body: choices }, [CREATE]: { status: 201, body: created } },
    });
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New Subscription Plan' }));
    await user.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Premium');
    await user.type(dialog.getByRole('textbox', { name: /^Price a month/ }), '49.99');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled());
    await choose(user, dialog.getByRole('textbox', { name: /^Coach/ }), 'Jordan Blake');
    await choose(user, dialog.getByRole('textbox', { name: 'Habit Program' }), 'Morning Focus');
    await choose(user, dialog.getByRole('textbox', { name: 'Pulse Survey' }), 'Daily Pulse');
    await user.click(dialog.getByRole('switch', { name: 'Messaging' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(OFFERING_MESSAGES.saved)).toBeInTheDocument();
    expect(server.callsTo(CREATE).map((call) => call.body)).toEqual([
      {
        title: 'Premium',
        active: true,
        price: 4999,
        coach: 3,
        habit_program: 4,
        pulse_survey: 5,
        courses: [],
        home: 'daily_exercises',
        allow_daily_exercises: true,
        allow_self_reflect: true,
        allow_goals: true,
        allow_progress: true,
        allow_courses: true,
        allow_journal: true,
        allow_assessments: true,
        allow_messaging: false,
      },
    ]);
  });

  it("edits a plan; a server error says the spec's text", async () => {
    const { user, server } = renderApp(PAGE, {
      user: owner,
      api: {
        [LIST]: page([buildOffering()]),
        [CHOICES]: { body: choices },
        'PATCH /api/owners/offerings/7/': { status: 500, body: { detail: 'boom' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Monthly Coaching' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Monthly Coaching' }));
    expect(dialog.getByRole('textbox', { name: /^Price a month/ })).toHaveValue('49.00');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(dialog.getByRole('switch', { name: 'Active' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText(OFFERING_MESSAGES.saveServerError)).toBeInTheDocument();
    expect(server.callsTo('PATCH /api/owners/offerings/7/')[0]!.body).toMatchObject({
      active: false,
      price: 4900,
    });
  });
});
