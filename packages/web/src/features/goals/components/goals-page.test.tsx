import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, CLIENT_MESSAGES, MESSAGES } from '@tandem/shared';
import { buildClient } from '../../../test/factories';
import type { FakeRoutes } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { pageOf, queriesTo } from '../../../test/fake-requests';
import { buildGoal, buildMilestone, goalsServer } from '../testing';
import { buildKpi, kpisServer } from '../../kpis/testing';

const client = buildClient();
const BLANK = 'This field may not be blank.';
// Typing through a wizard in jsdom takes seconds; under a full parallel run more.
const SLOW = { timeout: 30_000 };

const marathon = buildGoal({
  id: 1,
  goal: 'Run a marathon',
  sacrifice: 'To prove I can',
  color: '#12b886',
  milestones: [
    // Out of order on purpose: the page shows them by `order`.
    buildMilestone({ id: 102, goal: 1, order: 1, text: 'Run 10k' }),
    buildMilestone({ id: 101, goal: 1, order: 0, text: 'Run 5k', completed: true }),
    buildMilestone({ id: 103, goal: 1, order: 2, text: 'Run 21k' }),
  ],
});

function renderGoals(api: FakeRoutes) {
  return renderApp('/goals', { user: client, api: { ...kpisServer([]).routes, ...api } });
}

const findCard = (name: string) => screen.findByRole('article', { name });
const itemTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const bodiesOf = (server: ReturnType<typeof renderGoals>['server'], key: string) =>
  server.callsTo(key).map((call) => call.body);

describe('goals list', SLOW, () => {
  it('shows each goal with its why, progress and milestones in order, the completed ones checked', async () => {
    renderGoals(goalsServer([marathon]).routes);
    const goal = await findCard('Run a marathon');
    expect(within(goal).getByText('To prove I can')).toBeInTheDocument();
    expect(within(goal).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(within(goal).getByText('25%')).toBeInTheDocument();
    // The words beside the ring come from the same rule: three milestones and the goal itself.
    expect(within(goal).getByText('1 of 3 milestones, then the goal')).toBeInTheDocument();
    expect(within(goal).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuetext',
      '25%: 1 of 3 milestones, then the goal',
    );
    expect(goal.style.borderLeft).toContain('6px solid');

    const list = within(goal).getByRole('list', { name: 'Milestones' });
    expect(itemTexts(list)).toEqual(['Run 5k', 'Run 10k', 'Run 21k']);
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('img', { name: 'Completed' })).toBeInTheDocument();
    expect(within(second!).getByRole('img', { name: 'Not completed' })).toBeInTheDocument();
    expect(queriesTo('/api/clients/goals/')[0]?.get('limit')).toBe('500');
  });

  it('has an empty state with the button to add a goal', async () => {
    const { user } = renderGoals({ 'GET /api/clients/goals/': { body: pageOf([]) } });
    expect(
      await screen.findByText('You have no goals yet. Set one and break it into milestones.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Goal' }));
    expect(await screen.findByRole('dialog', { name: 'New Goal' })).toBeInTheDocument();
  });

  it('shows the KPIs below the goals', async () => {
    renderGoals({
      ...goalsServer([marathon]).routes,
      ...kpisServer([buildKpi({ id: 1, name: 'Steps' })]).routes,
    });
    const kpis = await screen.findByRole('region', { name: 'KPIs' });
    expect(await within(kpis).findByText('Steps')).toBeInTheDocument();
    expect(within(kpis).getByRole('button', { name: 'Add KPI' })).toBeInTheDocument();
    const goal = await findCard('Run a marathon');
    expect(goal.compareDocumentPosition(kpis) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says when the goals cannot be loaded', async () => {
    renderGoals({ 'GET /api/clients/goals/': { status: 500, body: {} } });
    expect(await screen.findByText(MESSAGES.serverError)).toBeInTheDocument();
  });
});

describe('creation wizard', SLOW, () => {
  it('walks NEW_GOAL, MILESTONES, COLOR with Back, and checks each step', async () => {
    const { user, server } = renderGoals(goalsServer([]).routes);
    await user.click(await screen.findByRole('button', { name: 'Add Goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Goal' });
    const inDialog = within(dialog);

    // NEW_GOAL: no Back; goal and why are both required.
    expect(inDialog.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await user.click(inDialog.getByRole('button', { name: 'Next' }));
    expect(inDialog.getByLabelText('Goal')).toHaveAccessibleDescription(expect.stringContaining(BLANK));
    expect(inDialog.getByLabelText('Why')).toHaveAccessibleDescription(expect.stringContaining(BLANK));
    await user.type(inDialog.getByLabelText('Goal'), 'Learn Spanish');
    await user.click(inDialog.getByRole('button', { name: 'Next' }));
    expect(inDialog.getAllByText(BLANK)).toHaveLength(1);
    expect(inDialog.getByLabelText('Goal')).toBeInTheDocument();
    await user.type(inDialog.getByLabelText('Why'), 'To talk with my family');
    await user.click(inDialog.getByRole('button', { name: 'Next' }));

    // MILESTONES, then Back keeps what was typed.
    expect(await inDialog.findByRole('textbox', { name: 'Milestone' })).toBeInTheDocument();
    expect(inDialog.queryByLabelText('Goal')).not.toBeInTheDocument();
    await user.click(inDialog.getByRole('button', { name: 'Back' }));
    expect(inDialog.getByLabelText('Goal')).toHaveValue('Learn Spanish');
    expect(inDialog.getByLabelText('Why')).toHaveValue('To talk with my family');
    await user.click(inDialog.getByRole('button', { name: 'Next' }));
    await user.click(inDialog.getByRole('button', { name: 'Next' }));

    // COLOR: a colour is required; Back returns to the milestones.
    expect(inDialog.getByRole('radiogroup', { name: 'Color' })).toBeInTheDocument();
    await user.click(inDialog.getByRole('button', { name: 'Save Goal' }));
    expect(inDialog.getByText(ACCOUNT_MESSAGES.selectColor)).toBeInTheDocument();
    expect(server.callsTo('POST /api/clients/goals/')).toHaveLength(0);
    await user.click(inDialog.getByRole('button', { name: 'Back' }));
    expect(inDialog.getByRole('textbox', { name: 'Milestone' })).toBeInTheDocument();
    await user.click(inDialog.getByRole('button', { name: 'Next' }));
    await user.click(inDialog.getByRole('radio', { name: 'Teal' }));
    expect(inDialog.queryByText(ACCOUNT_MESSAGES.selectColor)).not.toBeInTheDocument();
    expect(inDialog.getByRole('radio', { name: 'Teal' })).toHaveAttribute('aria-checked', 'true');
    await user.click(inDialog.getByRole('button', { name: 'Save Goal' }));

    expect(await screen.findByText(CLIENT_MESSAGES.saved)).toBeInTheDocument();
    expect(bodiesOf(server, 'POST /api/clients/goals/')).toEqual([
      { goal: 'Learn Spanish', sacrifice: 'To talk with my family', color: '#12b886' },
    ]);
    expect(server.callsTo('POST /api/clients/milestones/')).toHaveLength(0);
  });

  it('saves the goal, then each milestone in the order set by moving and removing', async () => {
    const { user, server } = renderGoals(goalsServer([]).routes);
    await user.click(await screen.findByRole('button', { name: 'Add Goal' }));
    const inDialog = within(await screen.findByRole('dialog', { name: 'New Goal' }));
    await user.type(inDialog.getByLabelText('Goal'), 'Learn Spanish');
    await user.type(inDialog.getByLabelText('Why'), 'Family');
    await user.click(inDialog.getByRole('button', { name: 'Next' }));

    const input = await inDialog.findByRole('textbox', { name: 'Milestone' });
    await user.type(input, 'Learn 100 words');
    await user.click(inDialog.getByRole('button', { name: 'Add Milestone' }));
    expect(input).toHaveValue('');
    await user.type(input, 'Watch a film{Enter}');
    await user.type(input, 'Read a book{Enter}');
    await user.type(input, 'Order dinner{Enter}');
    const list = inDialog.getByRole('list', { name: 'Milestones' });
    expect(itemTexts(list)).toEqual(['Learn 100 words', 'Watch a film', 'Read a book', 'Order dinner']);
    expect(inDialog.getByRole('button', { name: 'Move Learn 100 words up' })).toBeDisabled();
    expect(inDialog.getByRole('button', { name: 'Move Order dinner down' })).toBeDisabled();

    await user.click(inDialog.getByRole('button', { name: 'Move Read a book up' }));
    await user.click(inDialog.getByRole('button', { name: 'Move Learn 100 words down' }));
    await user.click(inDialog.getByRole('button', { name: 'Remove Watch a film' }));
    expect(itemTexts(list)).toEqual(['Read a book', 'Learn 100 words', 'Order dinner']);
    // Nothing is saved before the end for a new goal.
    expect(server.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);

    await user.click(inDialog.getByRole('button', { name: 'Next' }));
    await user.click(inDialog.getByRole('radio', { name: 'Violet' }));
    await user.click(inDialog.getByRole('button', { name: 'Save Goal' }));

    const goal = await findCard('Learn Spanish');
    const writes = server.calls.filter((call) => call.method !== 'GET');
    expect(writes.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/api/clients/goals/', { goal: 'Learn Spanish', sacrifice: 'Family', color: '#7950f2' }],
      ['POST', '/api/clients/milestones/', { goal: 1, text: 'Read a book', order: 0 }],
      ['POST', '/api/clients/milestones/', { goal: 1, text: 'Learn 100 words', order: 1 }],
      ['POST', '/api/clients/milestones/', { goal: 1, text: 'Order dinner', order: 2 }],
    ]);
    expect(itemTexts(within(goal).getByRole('list', { name: 'Milestones' }))).toEqual([
      'Read a book',
      'Learn 100 words',
      'Order dinner',
    ]);
    expect(within(goal).getByText('0%')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("keeps the wizard open with the server's message when the goal is refused", async () => {
    const { user } = renderGoals({
      'GET /api/clients/goals/': { body: pageOf([]) },
      'POST /api/clients/goals/': {
        status: 400,
        body: { color: ['Ensure this field has no more than 32 characters.'] },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Goal' }));
    const inDialog = within(await screen.findByRole('dialog', { name: 'New Goal' }));
    await user.type(inDialog.getByLabelText('Goal'), 'Learn Spanish');
    await user.type(inDialog.getByLabelText('Why'), 'Family');
    await user.click(inDialog.getByRole('button', { name: 'Next' }));
    await user.click(inDialog.getByRole('button', { name: 'Next' }));
    await user.click(inDialog.getByRole('radio', { name: 'Blue' }));
    await user.click(inDialog.getByRole('button', { name: 'Save Goal' }));

    expect(await inDialog.findByRole('alert')).toHaveTextContent(
      'Ensure this field has no more than 32 characters.',
    );
    expect(screen.getByRole('dialog', { name: 'New Goal' })).toBeInTheDocument();
  });

  it('closes and shows the failure when a milestone is refused after the goal was saved', async () => {
    const { routes } = goalsServer([]);
    const { user } = renderGoals({
      ...routes,
      'POST /api/clients/milestones/': { status: 500, body: {} },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Goal' }));
    const inDialog = within(await screen.findByRole('dialog', { name: 'New Goal' }));
    await user.type(inDialog.getByLabelText('Goal'), 'Learn Spanish');
    await user.type(inDialog.getByLabelText('Why'), 'Family');
    await user.click(inDialog.getByRole('button', { name: 'Next' }));
    await user.type(inDialog.getByRole('textbox', { name: 'Milestone' }), 'Learn 100 words{Enter}');
    await user.click(inDialog.getByRole('button', { name: 'Next' }));
    await user.click(inDialog.getByRole('radio', { name: 'Blue' }));
    await user.click(inDialog.getByRole('button', { name: 'Save Goal' }));

    expect(await screen.findByText(MESSAGES.serverError)).toBeInTheDocument();
    // The goal itself was saved, so it is listed.
    expect(await findCard('Learn Spanish')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('completing', SLOW, () => {
  it('completes the next milestone each time, then the goal, and shows the progress', async () => {
    const goal = buildGoal({
      id: 4,
      goal: 'Write a book',
      milestones: [
        buildMilestone({ id: 111, goal: 4, order: 0, text: 'Outline' }),
        buildMilestone({ id: 112, goal: 4, order: 1, text: 'First draft' }),
      ],
    });
    const { user, server } = renderGoals(goalsServer([goal]).routes);
    let card = await findCard('Write a book');
    expect(within(card).getByText('0%')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Complete Milestone' }));
    card = await findCard('Write a book');
    expect(await within(card).findByText('33%')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Complete Milestone' }));
    expect(await within(card).findByText('66%')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Complete Goal' }));
    expect(await within(card).findByText('100%')).toBeInTheDocument();

    expect(within(card).getByText('Completed')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Complete/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('img', { name: 'Not completed' })).not.toBeInTheDocument();
    expect(bodiesOf(server, 'PATCH /api/clients/milestones/111/')).toEqual([{ completed: true }]);
    expect(bodiesOf(server, 'PATCH /api/clients/milestones/112/')).toEqual([{ completed: true }]);
    expect(bodiesOf(server, 'PATCH /api/clients/goals/4/')).toEqual([{ completed: true }]);
    // Each one in turn: the second milestone only after the first.
    const order = server.calls.filter((call) => call.method === 'PATCH').map((call) => call.path);
    expect(order).toEqual([
      '/api/clients/milestones/111/',
      '/api/clients/milestones/112/',
      '/api/clients/goals/4/',
    ]);
  });

  it("shows the server's milestones-first message", async () => {
    // The list is out of date: it shows every milestone done, the server knows better.
    const stale = buildGoal({
      id: 4,
      goal: 'Write a book',
      milestones: [buildMilestone({ id: 111, goal: 4, order: 0, completed: true })],
    });
    const { user } = renderGoals({
      'GET /api/clients/goals/': { body: pageOf([stale]) },
      'PATCH /api/clients/goals/4/': {
        status: 400,
        body: { non_field_errors: [ACCOUNT_MESSAGES.completeMilestonesFirst] },
      },
    });
    const card = await findCard('Write a book');
    await user.click(within(card).getByRole('button', { name: 'Complete Goal' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.completeMilestonesFirst)).toBeInTheDocument();
  });
});

describe('abandoning', SLOW, () => {
  it('asks first, then abandons the goal and takes it off the list', async () => {
    const { user, server } = renderGoals(goalsServer([marathon]).routes);
    const card = await findCard('Run a marathon');

    await user.click(within(card).getByRole('button', { name: 'Abandon' }));
    let dialog = await screen.findByRole('dialog', { name: 'Abandon Goal' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('PATCH /api/clients/goals/1/')).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Abandon' }));
    dialog = await screen.findByRole('dialog', { name: 'Abandon Goal' });
    await user.click(within(dialog).getByRole('button', { name: 'Abandon' }));

    expect(await screen.findByText(CLIENT_MESSAGES.removed)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Run a marathon' })).not.toBeInTheDocument(),
    );
    expect(bodiesOf(server, 'PATCH /api/clients/goals/1/')).toEqual([{ abandoned: true }]);
    expect(
      await screen.findByText('You have no goals yet. Set one and break it into milestones.'),
    ).toBeInTheDocument();
  });
});

describe('editing', SLOW, () => {
  it('saves moves, removals and additions of milestones at once, and the goal at the end', async () => {
    const { user, server } = renderGoals(goalsServer([marathon]).routes);
    await user.click(within(await findCard('Run a marathon')).getByRole('button', { name: 'Edit' }));
    const inDialog = within(await screen.findByRole('dialog', { name: 'Edit Goal' }));
    expect(inDialog.getByLabelText('Goal')).toHaveValue('Run a marathon');
    expect(inDialog.getByLabelText('Why')).toHaveValue('To prove I can');
    await user.clear(inDialog.getByLabelText('Goal'));
    await user.type(inDialog.getByLabelText('Goal'), 'Run a fast marathon');
    await user.click(inDialog.getByRole('button', { name: 'Next' }));

    const list = await inDialog.findByRole('list', { name: 'Milestones' });
    expect(itemTexts(list)).toEqual(['Run 5k', 'Run 10k', 'Run 21k']);
    await user.click(inDialog.getByRole('button', { name: 'Move Run 21k up' }));
    await waitFor(() => expect(itemTexts(list)).toEqual(['Run 5k', 'Run 21k', 'Run 10k']));
    expect(bodiesOf(server, 'PATCH /api/clients/milestones/103/')).toEqual([{ order: 1 }]);

    await user.click(inDialog.getByRole('button', { name: 'Remove Run 5k' }));
    await waitFor(() => expect(itemTexts(list)).toEqual(['Run 21k', 'Run 10k']));
    expect(server.callsTo('DELETE /api/clients/milestones/101/')).toHaveLength(1);

    await user.type(inDialog.getByRole('textbox', { name: 'Milestone' }), 'Run 42k{Enter}');
    await waitFor(() => expect(itemTexts(list)).toEqual(['Run 21k', 'Run 10k', 'Run 42k']));
    expect(bodiesOf(server, 'POST /api/clients/milestones/')).toEqual([{ goal: 1, text: 'Run 42k' }]);

    await user.click(inDialog.getByRole('button', { name: 'Next' }));
    expect(inDialog.getByRole('radio', { name: 'Teal' })).toHaveAttribute('aria-checked', 'true');
    await user.click(inDialog.getByRole('button', { name: 'Save Goal' }));

    expect(await screen.findByText(CLIENT_MESSAGES.saved)).toBeInTheDocument();
    expect(bodiesOf(server, 'PATCH /api/clients/goals/1/')).toEqual([
      { goal: 'Run a fast marathon', sacrifice: 'To prove I can', color: '#12b886' },
    ]);
    const card = await findCard('Run a fast marathon');
    expect(itemTexts(within(card).getByRole('list', { name: 'Milestones' }))).toEqual([
      'Run 21k',
      'Run 10k',
      'Run 42k',
    ]);
  });

  it('keeps the list as it was when the server refuses a move', async () => {
    const { routes } = goalsServer([marathon]);
    const { user } = renderGoals({
      ...routes,
      'PATCH /api/clients/milestones/103/': { status: 500, body: {} },
    });
    await user.click(within(await findCard('Run a marathon')).getByRole('button', { name: 'Edit' }));
    const inDialog = within(await screen.findByRole('dialog', { name: 'Edit Goal' }));
    await user.click(inDialog.getByRole('button', { name: 'Next' }));
    await user.click(inDialog.getByRole('button', { name: 'Move Run 21k up' }));

    expect(await screen.findByText(MESSAGES.serverError)).toBeInTheDocument();
    expect(itemTexts(inDialog.getByRole('list', { name: 'Milestones' }))).toEqual([
      'Run 5k',
      'Run 10k',
      'Run 21k',
    ]);
  });

  it('offers a colour outside the palette as the current one', async () => {
    const odd = buildGoal({ id: 2, goal: 'Sleep more', color: '#123456' });
    const { user } = renderGoals(goalsServer([odd]).routes);
    await user.click(within(await findCard('Sleep more')).getByRole('button', { name: 'Edit' }));
    const inDialog = within(await screen.findByRole('dialog', { name: 'Edit Goal' }));
    await user.click(inDialog.getByRole('button', { name: 'Next' }));
    await user.click(inDialog.getByRole('button', { name: 'Next' }));
    expect(inDialog.getByRole('radio', { name: 'Current color' })).toHaveAttribute('aria-checked', 'true');
  });
});
