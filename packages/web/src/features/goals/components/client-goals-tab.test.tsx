import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, CLIENT_MESSAGES } from '@tandem/shared';
import { buildCoach } from '../../../test/factories';
import type { FakeRoutes } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { buildClientSummary } from '../../clients/testing';
import { pageOf, queriesTo } from '../../../test/fake-requests';
import { buildGoal, buildMilestone, goalsServer } from '../testing';

const coach = buildCoach();
const client = buildClientSummary({ id: 21, first_name: 'Jane', last_name: 'Doe' });

const inProgress = buildGoal({
  id: 1,
  user: 21,
  goal: 'Run a marathon',
  milestones: [
    buildMilestone({ id: 101, goal: 1, order: 0, text: 'Run 5k', completed: true }),
    buildMilestone({ id: 102, goal: 1, order: 1, text: 'Run 10k' }),
  ],
});
const done = buildGoal({ id: 2, user: 21, goal: 'Quit sugar', completed: true });

function renderTab(api: FakeRoutes) {
  return renderApp('/client-detail/21/goals', {
    user: coach,
    api: { 'GET /api/coaches/clients/21/': { body: client }, ...api },
  });
}

const SLOW = { timeout: 30_000 };
const findCard = (name: string) => screen.findByRole('article', { name });

describe("the coach's goals tab", SLOW, () => {
  it("lists the client's goals in progress with their milestones", async () => {
    renderTab(goalsServer([inProgress, done], 'coaches').routes);
    const card = await findCard('Run a marathon');
    expect(within(card).getByText('33%')).toBeInTheDocument();
    const items = within(within(card).getByRole('list', { name: 'Milestones' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Run 5k', 'Run 10k']);
    expect(within(items[0]!).getByRole('img', { name: 'Completed' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Quit sugar' })).not.toBeInTheDocument();

    const query = queriesTo('/api/coaches/goals/')[0];
    expect(Object.fromEntries(query!)).toEqual({
      user: '21',
      abandoned: 'false',
      progress__lt: '100',
      limit: '500',
    });
    expect(screen.getByRole('tab', { name: 'Goals', selected: true })).toBeInTheDocument();
  });

  it('shows the completed goals too with the switch', async () => {
    const { user } = renderTab(goalsServer([inProgress, done], 'coaches').routes);
    await findCard('Run a marathon');
    await user.click(screen.getByRole('switch', { name: 'Show all goals' }));

    const card = await findCard('Quit sugar');
    expect(within(card).getByText('Completed')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Complete/ })).not.toBeInTheDocument();
    const last = queriesTo('/api/coaches/goals/').at(-1);
    expect(last?.has('progress__lt')).toBe(false);
    expect(last?.get('abandoned')).toBe('false');
  });

  it('completes the next milestone, then the goal, through the coach endpoints', async () => {
    const { user, server } = renderTab(goalsServer([inProgress], 'coaches').routes);
    const card = await findCard('Run a marathon');
    await user.click(within(card).getByRole('button', { name: 'Complete Milestone' }));
    expect(await within(card).findByText('66%')).toBeInTheDocument();
    expect(server.callsTo('PATCH /api/coaches/milestones/102/').map((call) => call.body)).toEqual([
      { completed: true },
    ]);

    await user.click(within(card).getByRole('button', { name: 'Complete Goal' }));
    // Complete now, so it leaves the list of goals in progress.
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Run a marathon' })).not.toBeInTheDocument(),
    );
    expect(server.callsTo('PATCH /api/coaches/goals/1/').map((call) => call.body)).toEqual([
      { completed: true },
    ]);
    expect(screen.getByText('This client has no goals in progress.')).toBeInTheDocument();
    expect(server.calls.some((call) => call.path.startsWith('/api/clients/'))).toBe(false);
  });

  it("shows the server's milestones-first message", async () => {
    const stale = {
      ...inProgress,
      milestones: inProgress.milestones.map((m) => ({ ...m, completed: true })),
    };
    const { user } = renderTab({
      'GET /api/coaches/goals/': { body: pageOf([stale]) },
      'PATCH /api/coaches/goals/1/': {
        status: 400,
        body: { non_field_errors: [ACCOUNT_MESSAGES.completeMilestonesFirst] },
      },
    });
    await user.click(within(await findCard('Run a marathon')).getByRole('button', { name: 'Complete Goal' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.completeMilestonesFirst)).toBeInTheDocument();
  });

  it('deletes a goal after asking', async () => {
    const { user, server } = renderTab(goalsServer([inProgress], 'coaches').routes);
    await user.click(within(await findCard('Run a marathon')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Goal' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(CLIENT_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Run a marathon' })).not.toBeInTheDocument(),
    );
    expect(server.callsTo('DELETE /api/coaches/goals/1/')).toHaveLength(1);
  });

  it("shows the server's answer when it refuses the list", async () => {
    renderTab({ 'GET /api/coaches/goals/': { status: 404, body: { detail: 'Not found.' } } });
    expect(await screen.findByText('Not found.')).toBeInTheDocument();
  });
});
