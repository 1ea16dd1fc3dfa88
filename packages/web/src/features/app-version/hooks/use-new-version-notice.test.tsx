import { act, screen } from '@testing-library/react';
import { io } from 'socket.io-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION, MESSAGING_EVENTS } from '@tandem/shared';
import { reloadPage } from '../../../lib/reload-page';
import { fakeConnection } from '../../messaging/testing';
import { buildCoach } from '../../../test/factories';
import { renderApp } from '../../../test/render';

vi.mock('../../../lib/reload-page', () => ({ reloadPage: vi.fn() }));
vi.mock('socket.io-client', () => ({ io: vi.fn() }));

const NOTICE = 'A new version of the app is available';

describe('new version notice', () => {
  beforeEach(() => vi.mocked(reloadPage).mockClear());

  it('appears when the server runs another version, and reloads when clicked', async () => {
    const { user } = renderApp('/', { api: { 'GET /api/version': { body: { version: '9.9.9' } } } });
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('stays away while the versions match, and appears once a focus check sees a new one', async () => {
    let version = APP_VERSION;
    const { server } = renderApp('/', { api: { 'GET /api/version': () => ({ body: { version } }) } });
    await screen.findByRole('button', { name: 'Login' });
    expect(server.callsTo('GET /api/version')).toHaveLength(1);
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();

    version = '9.9.9';
    act(() => window.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(screen.getAllByText(NOTICE)).toHaveLength(1);
  });

  it('appears when the real-time connection announces another version, without waiting for a poll', async () => {
    const sockets = fakeConnection(io);
    const { server } = renderApp('/settings', {
      user: buildCoach(),
      api: { 'GET /api/coaches/messaging-rooms/info/': { body: {} } },
    });
    await screen.findByRole('navigation', { name: 'Main menu' });
    await sockets.last.open();
    await sockets.last.serverEmit(MESSAGING_EVENTS.version, { version: APP_VERSION });
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();

    await sockets.last.serverEmit(MESSAGING_EVENTS.version, { version: '9.9.9' });
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(server.callsTo('GET /api/version')).toHaveLength(1);
  });
});
