import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION } from '@tandem/shared';
import { reloadPage } from '../../../lib/reload-page';
import { renderApp } from '../../../test/render';

vi.mock('../../../lib/reload-page', () => ({ reloadPage: vi.fn() }));

const NOTICE = 'A new version of Tandem is available';

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
});
