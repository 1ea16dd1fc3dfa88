import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CLIENT_MESSAGES,
  fillMessage,
  type Cohort,
  type CohortInfo,
  type CohortMember,
} from '@tandem/shared';
import { buildCoach } from '../../../test/factories';
import type { FakeRoutes } from '../../../test/fake-api';
import { giveElementsABox } from '../../../test/give-elements-a-box';
import { renderApp } from '../../../test/render';
import { buildClientSummary } from '../../clients/testing';
import { currentQuery, pageOf, queriesTo } from '../../../test/fake-requests';

const coach = buildCoach();
const cohort: Cohort = { id: 5, name: 'Spring Group', client_count: 1, created_at: '2025-01-01T00:00:00Z' };
const jane = buildClientSummary({ id: 21, first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com' });
const john = buildClientSummary({ id: 22, first_name: 'John', last_name: 'Roe', email: 'john@example.com' });

const member = (client: typeof jane, id: number): CohortMember => ({
  id,
  cohort: cohort.id,
  client: {
    id: client.id,
    first_name: client.first_name,
    last_name: client.last_name,
    email: client.email,
    image: null,
  },
});
const emptyInfo: CohortInfo = { series: [], word_counts: [], reflections: [] };

const cohortRoutes = (members: CohortMember[], extra: FakeRoutes = {}): FakeRoutes => ({
  'GET /api/coaches/cohorts/5/': { body: cohort },
  'GET /api/coaches/client-cohorts/': { body: pageOf(members) },
  'GET /api/coaches/clients/': { body: pageOf([jane, john]) },
  'GET /api/coaches/cohorts/5/info/': { body: emptyInfo },
  ...extra,
});

beforeEach(() => giveElementsABox());

describe('cohorts list', () => {
  it("lists the coach's cohorts with links to their info and edit pages", async () => {
    renderApp('/cohorts', {
      user: coach,
      api: { 'GET /api/coaches/cohorts/': { body: pageOf([cohort, { ...cohort, id: 6, name: 'Autumn' }]) } },
    });
    expect(await screen.findByRole('link', { name: 'Info for Spring Group' })).toHaveAttribute(
      'href',
      '/cohorts/5',
    );
    expect(screen.getByRole('link', { name: 'Edit Spring Group' })).toHaveAttribute(
      'href',
      '/cohorts/edit/5',
    );
    expect(screen.getByRole('link', { name: 'Edit Autumn' })).toHaveAttribute('href', '/cohorts/edit/6');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'New Cohort' })).toHaveAttribute(
      'href',
      '/cohorts/new',
    );
  });

  it('says when there are none', async () => {
    renderApp('/cohorts', { user: coach, api: { 'GET /api/coaches/cohorts/': { body: pageOf([]) } } });
    expect(await screen.findByText(/^You have no cohorts yet./)).toBeInTheDocument();
  });
});

describe('new cohort', () => {
  it('creates the cohort and goes on to its edit page', async () => {
    const { user, server, router } = renderApp('/cohorts/new', {
      user: coach,
      api: { 'POST /api/coaches/cohorts/': { status: 201, body: cohort }, ...cohortRoutes([]) },
    });
    await user.type(await screen.findByLabelText('Name'), 'Spring Group');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/cohorts/edit/5'));
    expect(server.callsTo('POST /api/coaches/cohorts/').map((call) => call.body)).toEqual([
      { name: 'Spring Group' },
    ]);
    expect(await screen.findByRole('heading', { name: 'Edit Cohort' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Spring Group');
  });

  it('needs a name', async () => {
    const { user, server } = renderApp('/cohorts/new', { user: coach });
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByText('This field may not be blank.')).toBeInTheDocument();
    expect(server.callsTo('POST /api/coaches/cohorts/')).toHaveLength(0);
  });
});

describe('edit cohort', () => {
  it('renames the cohort', async () => {
    const { user, server } = renderApp('/cohorts/edit/5', {
      user: coach,
      api: cohortRoutes([], {
        'PATCH /api/coaches/cohorts/5/': ({ body }) => ({ body: { ...cohort, ...(body as object) } }),
      }),
    });
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Summer Group');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(CLIENT_MESSAGES.saved)).toBeInTheDocument();
    expect(server.callsTo('PATCH /api/coaches/cohorts/5/').map((call) => call.body)).toEqual([
      { name: 'Summer Group' },
    ]);
  });

  it("lists the members and picks from the coach's clients (up to 1000)", async () => {
    renderApp('/cohorts/edit/5', { user: coach, api: cohortRoutes([member(jane, 1)]) });
    const members = await screen.findByRole('list', { name: 'Members' });
    expect(within(members).getByRole('link', { name: 'Jane Doe' })).toHaveAttribute(
      'href',
      '/client-detail/21/settings',
    );
    expect(queriesTo('/api/coaches/client-cohorts/').map((query) => query.get('cohort'))).toEqual(['5']);
    await waitFor(() =>
      expect(queriesTo('/api/coaches/clients/').map((query) => query.get('limit'))).toEqual(['1000']),
    );
  });

  it('adds a client to the cohort', async () => {
    let members = [member(jane, 1)];
    const { user, server } = renderApp('/cohorts/edit/5', {
      user: coach,
      api: cohortRoutes([], {
        'GET /api/coaches/client-cohorts/': () => ({ body: pageOf(members) }),
        'POST /api/coaches/client-cohorts/': () => {
          members = [...members, member(john, 2)];
          return { status: 201, body: member(john, 2) };
        },
      }),
    });
    await screen.findByRole('listitem', { name: 'Jane Doe' });
    const picker = screen.getByRole('textbox', { name: 'Add Client' });
    await waitFor(() => expect(picker).toBeEnabled());
    await user.type(picker, 'Roe');
    await user.click(await screen.findByRole('option', { name: 'John Roe (john@example.com)' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByRole('listitem', { name: 'John Roe' })).toBeInTheDocument();
    expect(screen.getByText(CLIENT_MESSAGES.saved)).toBeInTheDocument();
    expect(server.callsTo('POST /api/coaches/client-cohorts/').map((call) => call.body)).toEqual([
      { client: 22, cohort: 5 },
    ]);
  });

  it("shows the server's message when the client is already in the cohort", async () => {
    const message = fillMessage(CLIENT_MESSAGES.alreadyInCohort, { name: 'Jane Doe' });
    const { user } = renderApp('/cohorts/edit/5', {
      user: coach,
      api: cohortRoutes([member(jane, 1)], {
        'POST /api/coaches/client-cohorts/': { status: 400, body: { non_field_errors: [message] } },
      }),
    });
    const picker = await screen.findByRole('textbox', { name: 'Add Client' });
    await waitFor(() => expect(picker).toBeEnabled());
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Jane Doe (jane@example.com)' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(
      await screen.findByText("Unable to add Jane Doe because they're already part of this cohort"),
    ).toBeInTheDocument();
    expect(picker).toHaveAccessibleDescription(message);
  });

  it("removes a member and says 'Removed'", async () => {
    let members = [member(jane, 1), member(john, 2)];
    const { user, server } = renderApp('/cohorts/edit/5', {
      user: coach,
      api: cohortRoutes([], {
        'GET /api/coaches/client-cohorts/': () => ({ body: pageOf(members) }),
        'POST /api/coaches/client-cohorts/remove/': () => {
          members = members.filter((entry) => entry.client.id !== 21);
          return { status: 204 };
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Jane Doe' }));

    expect(await screen.findByText(CLIENT_MESSAGES.removed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Jane Doe' })).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'John Roe' })).toBeInTheDocument();
    expect(server.callsTo('POST /api/coaches/client-cohorts/remove/').map((call) => call.body)).toEqual([
      { client: 21, cohort: 5 },
    ]);
  });

  it("deletes the cohort after a confirmation, says 'Deleted' and goes back to the list", async () => {
    const { user, server, router } = renderApp('/cohorts/edit/5', {
      user: coach,
      api: cohortRoutes([], {
        'DELETE /api/coaches/cohorts/5/': { status: 204 },
        'GET /api/coaches/cohorts/': { body: pageOf([]) },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Cohort' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Cohort' });
    expect(server.callsTo('DELETE /api/coaches/cohorts/5/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/cohorts'));
    expect(await screen.findByText(CLIENT_MESSAGES.deleted)).toBeInTheDocument();
    expect(server.callsTo('DELETE /api/coaches/cohorts/5/')).toHaveLength(1);
  });
});

describe('cohort info', () => {
  it('shows the name, the members and the empty charts, word cloud and reflections', async () => {
    renderApp('/cohorts/5', { user: coach, api: cohortRoutes([member(jane, 1)]) });
    expect(await screen.findByRole('heading', { name: 'Spring Group' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/cohorts/edit/5');
    expect(await screen.findByRole('listitem', { name: 'Jane Doe' })).toBeInTheDocument();
    expect(await screen.findByText('No chart data yet.')).toBeInTheDocument();
    expect(screen.getByText('Not enough words for a word cloud yet.')).toBeInTheDocument();
    expect(screen.getByText('No reflections yet')).toBeInTheDocument();
  });

  it('draws the series, the word cloud and the reflections of the last 30 days', async () => {
    const words = ['calm', 'focus', 'rest', 'walk', 'sleep', 'joy'].map((word, index) => ({
      word,
      count: index + 1,
    }));
    const info: CohortInfo = {
      series: [
        { name: 'Energy', color: '#228be6', points: [{ date: '2025-01-02', value: 60 }] },
        { name: 'Mood', color: '#fa5252', points: [{ date: '2025-01-02', value: 40 }] },
      ],
      word_counts: words,
      reflections: [{ full_name: 'Jane Doe', reflection: 'A calm week.', created: '2025-01-02T10:00:00Z' }],
    };
    renderApp('/cohorts/5', {
      user: coach,
      api: cohortRoutes([], { 'GET /api/coaches/cohorts/5/info/': { body: info } }),
    });
    const charts = await screen.findByRole('region', { name: 'Reflection Charts' });
    expect(
      within(within(charts).getByRole('list', { name: 'Chart series' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Energy', 'Mood']);
    const cloud = screen.getByRole('list', { name: 'Word cloud' });
    expect(
      within(cloud)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['calm', 'focus', 'rest', 'walk', 'sleep', 'joy']);
    const reflections = within(screen.getByRole('region', { name: 'Reflections' })).getByRole('list', {
      name: 'Reflections',
    });
    const [entry] = within(reflections).getAllByRole('listitem');
    expect(within(entry!).getByText('Jane Doe')).toBeInTheDocument();
    expect(within(entry!).getByText(new Date('2025-01-02T10:00:00Z').toLocaleString())).toBeInTheDocument();
    expect(within(entry!).getByText('A calm week.')).toBeInTheDocument();
    expect(queriesTo('/api/coaches/cohorts/5/info/').map((query) => query.get('since'))).toEqual(['30']);
  });

  it('asks for the info again over the chosen window', async () => {
    const { user } = renderApp('/cohorts/5', {
      user: coach,
      api: cohortRoutes([], {
        'GET /api/coaches/cohorts/5/info/': () => ({
          body:
            currentQuery().get('since') === '365'
              ? {
                  ...emptyInfo,
                  reflections: [
                    { full_name: 'John Roe', reflection: 'Last spring.', created: '2024-04-02T10:00:00Z' },
                  ],
                }
              : emptyInfo,
        }),
      }),
    });
    expect(await screen.findByText('No reflections yet')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Since' }));
    await user.click(await screen.findByRole('option', { name: 'Last 365 days' }));

    expect(await screen.findByText('Last spring.')).toBeInTheDocument();
    expect(queriesTo('/api/coaches/cohorts/5/info/').map((query) => query.get('since'))).toEqual([
      '30',
      '365',
    ]);
  });

  it('keeps to the empty text with 5 words', async () => {
    const words = ['calm', 'focus', 'rest', 'walk', 'sleep'].map((word) => ({ word, count: 1 }));
    renderApp('/cohorts/5', {
      user: coach,
      api: cohortRoutes([], {
        'GET /api/coaches/cohorts/5/info/': { body: { ...emptyInfo, word_counts: words } },
      }),
    });
    expect(await screen.findByText('Not enough words for a word cloud yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Word cloud' })).not.toBeInTheDocument();
  });
});
