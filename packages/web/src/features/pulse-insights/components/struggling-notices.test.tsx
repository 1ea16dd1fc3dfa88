import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@tandem/shared';
import type { FakeRoutes } from '../../../test/fake-api';
import { pageOf, queriesTo } from '../../../test/fake-requests';
import { renderWithProviders } from '../../../test/render';
import { NOTICES_PATH, buildNotice } from '../testing';
import { StrugglingNotices } from './struggling-notices';

const SLOW = { timeout: 30_000 };
const NOTICES_TITLE = 'Clients who may be struggling';
const jane = buildNotice({ id: 1 });
const john = buildNotice({
  id: 2,
  client: { id: 22, first_name: 'John', last_name: 'Roe' },
  dimension: { id: 5, name: 'Sleep' },
});

function renderNotices(api: FakeRoutes) {
  return renderWithProviders(
    <>
      <StrugglingNotices />
      <p>The dashboard</p>
    </>,
    { api },
  );
}

describe('struggling notices', SLOW, () => {
  it("lists the coach's unread notices, each linking to the client's pulse tab", async () => {
    renderNotices({ [`GET ${NOTICES_PATH}`]: { body: pageOf([jane, john]) } });
    const notices = await screen.findByRole('region', { name: NOTICES_TITLE });
    const rows = within(notices).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Jane Doe has scored 3 or below on Energy two reflections in a row',
      'John Roe has scored 3 or below on Sleep two reflections in a row',
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'View Pulse' })).toHaveAttribute(
      'href',
      '/client-detail/22/pulse',
    );
    expect(queriesTo(NOTICES_PATH).map((query) => Object.fromEntries(query))).toEqual([
      { unread: 'true', limit: '20' },
    ]);
  });

  it('dismisses a notice and asks for the unread ones again', async () => {
    let unread = [jane, john];
    const { user, server } = renderNotices({
      [`GET ${NOTICES_PATH}`]: () => ({ body: pageOf(unread) }),
      'PATCH /api/coaches/notices/1/': () => {
        unread = [john];
        return { body: { ...jane, read_at: '2025-03-05T09:00:00Z' } };
      },
    });
    const notices = await screen.findByRole('region', { name: NOTICES_TITLE });
    const [first] = within(notices).getAllByRole('listitem');
    await user.click(within(first!).getByRole('button', { name: 'Dismiss' }));

    await waitFor(() => expect(within(notices).getAllByRole('listitem')).toHaveLength(1));
    expect(within(notices).getByText(/^John Roe/)).toBeInTheDocument();
    expect(server.callsTo('PATCH /api/coaches/notices/1/').map((call) => call.body)).toEqual([
      { read: true },
    ]);
  });

  it('goes away with the last notice dismissed', async () => {
    let unread = [jane];
    const { user } = renderNotices({
      [`GET ${NOTICES_PATH}`]: () => ({ body: pageOf(unread) }),
      'PATCH /api/coaches/notices/1/': () => {
        unread = [];
        return { body: jane };
      },
    });
    const notices = await screen.findByRole('region', { name: NOTICES_TITLE });
    await user.click(within(notices).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: NOTICES_TITLE })).not.toBeInTheDocument(),
    );
  });

  it('says when a notice cannot be dismissed, and keeps it', async () => {
    const { user } = renderNotices({
      [`GET ${NOTICES_PATH}`]: { body: pageOf([jane]) },
      'PATCH /api/coaches/notices/1/': { status: 500, body: { detail: 'boom' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText(MESSAGES.serverError)).toBeInTheDocument();
    expect(screen.getByText(/^Jane Doe has scored/)).toBeInTheDocument();
  });

  it.each([
    ['without notices', { body: pageOf([]) }],
    ['when they cannot be had', { status: 500, body: { detail: 'boom' } }],
  ])('shows nothing %s', async (_, answer) => {
    renderNotices({ [`GET ${NOTICES_PATH}`]: answer });
    await waitFor(() => expect(queriesTo(NOTICES_PATH)).toHaveLength(1));
    // Lets the answer arrive and render.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('The dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: NOTICES_TITLE })).not.toBeInTheDocument();
    expect(screen.queryByText(/has scored/)).not.toBeInTheDocument();
  });
});
