import { act, screen, waitFor, within } from '@testing-library/react';
import { io } from 'socket.io-client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSocketClient } from '../../../lib/socket';
import { MESSAGING_MESSAGES } from '@tandem/shared';
import type { FakeRoutes } from '../../../test/fake-api';
import { pageOf, queriesTo } from '../../../test/fake-requests';
import { buildCoach } from '../../../test/factories';
import { renderApp } from '../../../test/render';
import { buildClientSummary } from '../../clients/testing';
import { buildRoom, fakeConnection, historyPage } from '../testing';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));
// The client's code is loaded on first use; loaded now, the mocked one opens at once.
beforeAll(() => loadSocketClient());

const CLIENTS = '/api/coaches/clients/';
const ROOMS = '/api/coaches/messaging-rooms/';
const jane = buildClientSummary({ id: 21, first_name: 'Jane', last_name: 'Doe' });
const janeRoom = buildRoom({
  id: 9,
  clientUser: { id: 21, first_name: 'Jane', last_name: 'Doe', image: null },
});

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

async function openDialog(api: FakeRoutes = {}) {
  fakeConnection(io);
  const rendered = renderApp('/messages', {
    user: buildCoach(),
    api: {
      [`GET ${ROOMS}`]: { body: pageOf([]) },
      'GET /api/coaches/messaging-rooms/info/': { body: {} },
      [`GET ${CLIENTS}`]: { body: pageOf([jane]) },
      'GET /api/messages/': { body: historyPage([]) },
      ...api,
    },
  });
  await rendered.user.click(
    await screen.findByRole('button', { name: MESSAGING_MESSAGES.startConversation }),
  );
  const dialog = await screen.findByRole('dialog', { name: MESSAGING_MESSAGES.startConversation });
  return { ...rendered, dialog, search: within(dialog).getByRole('textbox', { name: 'Search clients' }) };
}

describe('start a conversation', () => {
  it('searches only for text that is not blank', async () => {
    const { user, search } = await openDialog();
    await user.type(search, '   ');
    await wait(400);
    expect(queriesTo(CLIENTS)).toHaveLength(0);
  });

  it('searches once, 200 ms after typing stops', async () => {
    const { user, search, dialog } = await openDialog();
    await user.type(search, ' Jan ');
    await wait(100);
    expect(queriesTo(CLIENTS)).toHaveLength(0);

    expect(await within(dialog).findByRole('button', { name: /Jane Doe/ })).toBeInTheDocument();
    expect(queriesTo(CLIENTS).map((query) => query.get('search'))).toEqual(['Jan']);
  });

  it('says when no clients match', async () => {
    const { user, search, dialog } = await openDialog({ [`GET ${CLIENTS}`]: { body: pageOf([]) } });
    await user.type(search, 'Zed');
    expect(await within(dialog).findByText(MESSAGING_MESSAGES.noClientsFound)).toBeInTheDocument();
  });

  it('opens the room with the chosen client', async () => {
    const { user, search, dialog, server, router } = await openDialog({
      [`POST ${ROOMS}`]: { status: 201, body: janeRoom },
    });
    await user.type(search, 'Jane');
    await user.click(await within(dialog).findByRole('button', { name: /Jane Doe/ }));

    expect(await screen.findByRole('heading', { name: 'Jane Doe' })).toBeInTheDocument();
    expect(server.callsTo(`POST ${ROOMS}`).map((call) => call.body)).toEqual([{ client: 21 }]);
    expect(router.state.location.search).toBe('?room=9');
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: MESSAGING_MESSAGES.startConversation }),
      ).not.toBeInTheDocument(),
    );
    // The answer is the room: it is not asked for again.
    expect(server.callsTo(`GET ${ROOMS}9/`)).toHaveLength(0);
  });

  it("shows the server's reason when the conversation cannot start", async () => {
    const { user, search, dialog } = await openDialog({
      [`POST ${ROOMS}`]: { status: 400, body: { client: [MESSAGING_MESSAGES.clientCannotMessage] } },
    });
    await user.type(search, 'Jane');
    await user.click(await within(dialog).findByRole('button', { name: /Jane Doe/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      MESSAGING_MESSAGES.clientCannotMessage,
    );
  });
});
