import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '@tandem/shared';
import type { FakeRoutes } from '../../../test/fake-api';
import { queriesTo } from '../../../test/fake-requests';
import { renderWithProviders } from '../../../test/render';
import { buildClientSummary } from '../../clients/testing';
import { buildCommitment, commitmentsServer, emptyHabitsTabRoutes } from '../testing';
import { ClientHabitsTab } from './client-habits-tab';

const client = buildClientSummary({ id: 21 });
const CREATE = 'POST /api/coaches/commitments/';

function renderTab(api: FakeRoutes = {}) {
  return renderWithProviders(<ClientHabitsTab clientId={21} />, {
    api: { 'GET /api/coaches/clients/21/': { body: client }, ...emptyHabitsTabRoutes(), ...api },
  });
}

const SLOW = { timeout: 30_000 };
const sister = buildCommitment({ id: 1, title: 'Call your sister', due_date: '2025-03-10' });
const run = buildCommitment({
  id: 2,
  title: 'Sign up for the 5k',
  description: 'The spring one',
  due_date: '2025-03-08',
  completed_at: '2025-03-07T10:00:00Z',
});

describe("the coach's habits tab: commitments", SLOW, () => {
  it("lists the client's commitments soonest first with their due dates", async () => {
    renderTab(commitmentsServer([sister, run]).routes);
    const section = await screen.findByRole('region', { name: 'Commitments' });
    const list = await within(section).findByRole('list', { name: 'Commitments' });
    const items = within(list).getAllByRole('article');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Sign up for the 5k',
      'Call your sister',
    ]);
    expect(within(items[0]!).getByText('Due Mar 8, 2025')).toBeInTheDocument();
    expect(within(items[0]!).getByText('The spring one')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Completed')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Completed')).not.toBeInTheDocument();
    expect(Object.fromEntries(queriesTo('/api/coaches/commitments/')[0]!)).toEqual({
      client: '21',
      limit: '100',
    });
  });

  it('adds a commitment due today unless the coach picks another day', async () => {
    const { user, server } = renderTab(commitmentsServer([]).routes);
    const form = await screen.findByRole('form', { name: 'New commitment' });
    const today = dayjs().format('YYYY-MM-DD');
    expect(within(form).getByRole('textbox', { name: 'Due date' })).toHaveValue(
      dayjs().format('MMM D, YYYY'),
    );

    await user.type(within(form).getByRole('textbox', { name: /Title/ }), 'Drink water');
    await user.type(within(form).getByRole('textbox', { name: 'Description' }), 'Two litres');
    await user.click(within(form).getByRole('button', { name: 'Add Commitment' }));

    expect(await screen.findByText(CLIENT_MESSAGES.saved)).toBeInTheDocument();
    expect(server.callsTo(CREATE).map((call) => call.body)).toEqual([
      { client: 21, title: 'Drink water', description: 'Two litres', due_date: today },
    ]);
    expect(await screen.findByRole('article', { name: 'Drink water' })).toBeInTheDocument();
    // The form is ready for the next one, again due today.
    expect(within(form).getByRole('textbox', { name: /Title/ })).toHaveValue('');
    expect(within(form).getByRole('textbox', { name: 'Due date' })).toHaveValue(
      dayjs().format('MMM D, YYYY'),
    );

    await user.type(within(form).getByRole('textbox', { name: /Title/ }), 'Read a chapter');
    const dueDate = within(form).getByRole('textbox', { name: 'Due date' });
    await user.clear(dueDate);
    await user.type(dueDate, '2030-01-15');
    await user.click(within(form).getByRole('button', { name: 'Add Commitment' }));

    await waitFor(() => expect(server.callsTo(CREATE)).toHaveLength(2));
    expect(server.callsTo(CREATE)[1]!.body).toEqual({
      client: 21,
      title: 'Read a chapter',
      description: '',
      due_date: '2030-01-15',
    });
  });

  it('requires a title', async () => {
    const { user, server } = renderTab(commitmentsServer([]).routes);
    const form = await screen.findByRole('form', { name: 'New commitment' });
    await user.click(within(form).getByRole('button', { name: 'Add Commitment' }));
    expect(await within(form).findByText('This field may not be blank.')).toBeInTheDocument();
    expect(server.callsTo(CREATE)).toHaveLength(0);
  });

  it("puts the server's field errors under the inputs", async () => {
    const { user } = renderTab({
      'GET /api/coaches/commitments/': commitmentsServer([]).routes['GET /api/coaches/commitments/']!,
      [CREATE]: { status: 400, body: { due_date: ['Enter a valid date.'] } },
    });
    const form = await screen.findByRole('form', { name: 'New commitment' });
    await user.type(within(form).getByRole('textbox', { name: /Title/ }), 'Drink water');
    await user.click(within(form).getByRole('button', { name: 'Add Commitment' }));
    expect(await within(form).findByText('Enter a valid date.')).toBeInTheDocument();
  });

  it('deletes a commitment after asking', async () => {
    const { user, server } = renderTab(commitmentsServer([sister, run]).routes);
    const card = await screen.findByRole('article', { name: 'Call your sister' });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Commitment' });
    expect(within(dialog).getByText('Delete "Call your sister"? This cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(CLIENT_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Call your sister' })).not.toBeInTheDocument(),
    );
    expect(server.callsTo('DELETE /api/coaches/commitments/1/')).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Sign up for the 5k' })).toBeInTheDocument();
  });

  it('says when there are no commitments', async () => {
    renderTab();
    expect(await screen.findByText('This client has no commitments yet.')).toBeInTheDocument();
  });
});
