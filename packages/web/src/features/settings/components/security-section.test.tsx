import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionSummary } from '@tandem/shared';
import { buildClient } from '../../../test/factories';
import { renderApp } from '../../../test/render';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const client = buildClient();
const session = (overrides: Partial<SessionSummary>): SessionSummary => ({
  id: 1,
  created_at: '2026-11-20T09:00:00.000Z',
  last_used_at: '2026-12-01T08:00:00.000Z',
  user_agent: null,
  ip: null,
  current: false,
  impersonation: false,
  ...overrides,
});
const here = session({
  id: 10,
  current: true,
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  ip: '192.0.2.1',
});
const phone = session({
  id: 11,
  user_agent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ip: '198.51.100.7',
});

describe('the Security section', () => {
  it('lists the sessions, this device marked, and revokes another one', async () => {
    let sessions = [here, phone];
    const { server, user } = renderApp('/settings', {
      user: client,
      api: {
        'GET /api/sessions/': () => ({ body: sessions }),
        'DELETE /api/sessions/11/': () => {
          sessions = [here];
          return { status: 204, body: null };
        },
      },
    });
    const security = within(await screen.findByRole('region', { name: 'Security' }));
    const list = within(await security.findByRole('list', { name: 'Sessions' }));
    expect(list.getAllByRole('listitem')).toHaveLength(2);
    expect(list.getByText('Firefox on Linux')).toBeInTheDocument();
    expect(list.getByText('This device')).toBeInTheDocument();
    expect(list.getByText(/198\.51\.100\.7/)).toBeInTheDocument();
    // This device has no Revoke button: logging out is the way to end it.
    const revoke = list.getAllByRole('button', { name: /^Log out Safari on iPhone/ });
    expect(revoke).toHaveLength(1);
    await user.click(revoke[0]!);
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(1));
    expect(server.callsTo('DELETE /api/sessions/11/')).toHaveLength(1);
  });

  it('logs out everywhere else', async () => {
    let sessions = [here, phone, session({ id: 12 })];
    const { server, user } = renderApp('/settings', {
      user: client,
      api: {
        'GET /api/sessions/': () => ({ body: sessions }),
        'POST /api/sessions/revoke_others/': () => {
          sessions = [here];
          return { body: { revoked: 2 } };
        },
      },
    });
    const security = within(await screen.findByRole('region', { name: 'Security' }));
    await user.click(await security.findByRole('button', { name: 'Log out everywhere else' }));
    await waitFor(() => expect(security.getAllByRole('listitem')).toHaveLength(1));
    expect(server.callsTo('POST /api/sessions/revoke_others/')).toHaveLength(1);
    expect(security.queryByRole('button', { name: 'Log out everywhere else' })).not.toBeInTheDocument();
  });

  it('offers no revoking to an admin acting as the user', async () => {
    renderApp('/settings', {
      user: { ...client, impersonating: true },
      api: { 'GET /api/sessions/': { body: [{ ...here, impersonation: true }, phone] } },
    });
    const security = within(await screen.findByRole('region', { name: 'Security' }));
    expect(await security.findByText('Opened by an admin')).toBeInTheDocument();
    expect(security.queryByRole('button')).not.toBeInTheDocument();
  });
});
