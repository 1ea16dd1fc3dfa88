import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@tandem/shared';
import type { FakeRoutes } from '../../../test/fake-api';
import { currentQuery, pageOf, queriesTo } from '../../../test/fake-requests';
import { renderWithProviders } from '../../../test/render';
import { buildClientSummary } from '../../clients/testing';
import { ClientHabitsTab } from './client-habits-tab';
import { buildCategoryProgress, buildClientHabit, buildNote, emptyHabitsTabRoutes } from '../testing';

const client = buildClientSummary({ id: 21, first_name: 'Jane', last_name: 'Doe' });
const NOTES = '/api/coaches/client-notes/';
const PROGRESS = 'GET /api/coaches/clients/21/current_progress/';

function renderTab(api: FakeRoutes = {}) {
  return renderWithProviders(<ClientHabitsTab clientId={21} />, {
    api: { 'GET /api/coaches/clients/21/': { body: client }, ...emptyHabitsTabRoutes(), ...api },
  });
}

const SLOW = { timeout: 30_000 };
const walk = buildClientHabit({ id: 1, name: 'Morning walk' });
const journaling = buildClientHabit({
  id: 2,
  name: 'Evening pages',
  description: '',
  why: 'To let the day go',
  visualization: '',
  days_of_week: [6, 5, 4, 3, 2, 1, 0],
  time: '21:05:00',
});

describe("the coach's habits tab: custom habits", SLOW, () => {
  it("lists the client's habits with their details: days Monday first and the time in 12-hour form", async () => {
    renderTab({ 'GET /api/coaches/client-habits/': { body: pageOf([walk, journaling]) } });

    const card = await screen.findByRole('article', { name: 'Morning walk' });
    expect(within(card).getByRole('tab', { name: 'Details', selected: true })).toBeInTheDocument();
    const details = within(card).getByRole('tabpanel');
    expect(within(details).getByText('Walk around the block')).toBeInTheDocument();
    expect(within(details).getByText('To wake up')).toBeInTheDocument();
    expect(within(details).getByText('Sun on my face')).toBeInTheDocument();
    expect(within(details).getByText('Mon, Wed, Fri')).toBeInTheDocument();
    expect(within(details).getByText('7:30 AM')).toBeInTheDocument();

    const other = screen.getByRole('article', { name: 'Evening pages' });
    expect(within(other).getByText('Every day')).toBeInTheDocument();
    expect(within(other).getByText('9:05 PM')).toBeInTheDocument();
    // Description and visualization were left blank.
    expect(within(other).getAllByText('Not given')).toHaveLength(2);

    const [query] = queriesTo('/api/coaches/client-habits/');
    expect(Object.fromEntries(query!)).toEqual({ client: '21', limit: '100' });
    // Notes are asked for only when the coach opens them.
    expect(queriesTo(NOTES)).toHaveLength(0);
  });

  it("shows a habit's shared notes in its Notes tab, and says when there are none", async () => {
    const { user } = renderTab({
      'GET /api/coaches/client-habits/': { body: pageOf([walk, journaling]) },
      [`GET ${NOTES}`]: () =>
        currentQuery().get('habit') === '1'
          ? {
              body: pageOf([
                buildNote({
                  id: 5,
                  title: 'Rainy',
                  text: 'Walked anyway',
                  created_at: '2025-03-05T12:00:00Z',
                }),
                buildNote({ id: 4, title: 'First day', text: 'Short walk' }),
              ]),
            }
          : { body: pageOf([]) },
    });

    const card = await screen.findByRole('article', { name: 'Morning walk' });
    await user.click(within(card).getByRole('tab', { name: 'Notes' }));
    const notes = await within(card).findByRole('list', { name: 'Notes' });
    const items = within(notes).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Rainy')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Walked anyway')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Mar 5, 2025')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Short walk')).toBeInTheDocument();
    // The details went away with their tab.
    expect(within(card).queryByText('Walk around the block')).not.toBeInTheDocument();
    expect(Object.fromEntries(queriesTo(NOTES)[0]!)).toEqual({ habit: '1', limit: '15', offset: '0' });

    const other = screen.getByRole('article', { name: 'Evening pages' });
    await user.click(within(other).getByRole('tab', { name: 'Notes' }));
    expect(await within(other).findByText('No shared notes on this habit yet.')).toBeInTheDocument();
    expect(queriesTo(NOTES).map((query) => query.get('habit'))).toEqual(['1', '2']);
  });

  it('loads more notes of a habit on request', async () => {
    const firstPage = Array.from({ length: 15 }, (_, index) =>
      buildNote({ id: 100 - index, title: `Note ${100 - index}` }),
    );
    const { user } = renderTab({
      'GET /api/coaches/client-habits/': { body: pageOf([walk]) },
      [`GET ${NOTES}`]: () =>
        currentQuery().get('offset') === '0'
          ? { body: pageOf(firstPage, { count: 16, more: true }) }
          : { body: pageOf([buildNote({ id: 1, title: 'The oldest' })], { count: 16 }) },
    });
    const card = await screen.findByRole('article', { name: 'Morning walk' });
    await user.click(within(card).getByRole('tab', { name: 'Notes' }));
    await user.click(await within(card).findByRole('button', { name: 'Load more notes' }));

    expect(await within(card).findByText('The oldest')).toBeInTheDocument();
    expect(within(within(card).getByRole('list', { name: 'Notes' })).getAllByRole('listitem')).toHaveLength(
      16,
    );
    expect(queriesTo(NOTES).map((query) => query.get('offset'))).toEqual(['0', '15']);
    expect(within(card).queryByRole('button', { name: 'Load more notes' })).not.toBeInTheDocument();
  });

  it('says when the client has no habits of their own', async () => {
    renderTab();
    expect(await screen.findByText('This client has no custom habits.')).toBeInTheDocument();
  });

  it("shows the server's answer when the habits cannot be loaded", async () => {
    renderTab({ 'GET /api/coaches/client-habits/': { status: 500, body: { detail: 'boom' } } });
    const section = await screen.findByRole('region', { name: 'Custom Habits' });
    expect(await within(section).findByText(MESSAGES.serverError)).toBeInTheDocument();
  });
});

describe("the coach's habits tab: progress by area", SLOW, () => {
  it("draws a bar per area of focus at the area's percentage", async () => {
    renderTab({
      [PROGRESS]: {
        body: [
          buildCategoryProgress({ id: 1, name: 'Mindfulness', completed: 1, due: 2, percent: 50 }),
          buildCategoryProgress({
            id: 2,
            name: 'Fitness',
            color: '#fa5252',
            completed: 3,
            due: 3,
            percent: 100,
          }),
          buildCategoryProgress({ id: 3, name: 'Sleep', completed: 0, due: 0, percent: 0 }),
        ],
      },
    });
    const section = await screen.findByRole('region', { name: 'Progress by area' });
    const mindfulness = await within(section).findByRole('progressbar', { name: 'Mindfulness' });
    expect(mindfulness).toHaveAttribute('aria-valuenow', '50');
    expect(within(section).getByRole('progressbar', { name: 'Fitness' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(within(section).getByRole('progressbar', { name: 'Sleep' })).toHaveAttribute('aria-valuenow', '0');
    expect(within(section).getByText('(1 of 2)')).toBeInTheDocument();
    expect(within(section).getByText('(3 of 3)')).toBeInTheDocument();
  });

  it('says when the client has no areas of focus', async () => {
    renderTab();
    const section = await screen.findByRole('region', { name: 'Progress by area' });
    expect(await within(section).findByText('This client has no areas of focus yet.')).toBeInTheDocument();
    await waitFor(() => expect(within(section).queryByRole('progressbar')).not.toBeInTheDocument());
  });
});
