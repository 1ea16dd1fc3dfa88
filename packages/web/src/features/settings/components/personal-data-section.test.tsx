import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@tandem/shared';
import { buildClient, buildCoach } from '../../../test/factories';
import { renderApp, TEST_TOKEN } from '../../../test/render';

vi.setConfig({ testTimeout: 20_000 });
const EXPORT = 'GET /api/clients/data-export/';

describe("the client's 'Your Data' section", () => {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
    vi.restoreAllMocks();
  });

  it('downloads the zip with the session token, named as the server names it', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:my-data');
    URL.revokeObjectURL = vi.fn();
    const downloads: { href: string | null; name: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ href: this.getAttribute('href'), name: this.download });
    });
    const { server } = renderApp('/settings', {
      user: buildClient(),
      api: {
        [EXPORT]: {
          body: 'PK',
          headers: { 'Content-Disposition': 'attachment; filename="tandem-my-data-2026-11-25.zip"' },
        },
      },
    });
    const section = within(await screen.findByRole('region', { name: 'Your Data' }));
    section.getByRole('button', { name: 'Download my data' }).click();

    await waitFor(() =>
      expect(downloads).toEqual([{ href: 'blob:my-data', name: 'tandem-my-data-2026-11-25.zip' }]),
    );
    expect(server.callsTo(EXPORT)[0]?.headers.get('Authorization')).toBe(`Token ${TEST_TOKEN}`);
  });

  it('says when the download failed', async () => {
    renderApp('/settings', {
      user: buildClient(),
      api: { [EXPORT]: { status: 500, body: { detail: 'boom' } } },
    });
    const section = within(await screen.findByRole('region', { name: 'Your Data' }));
    section.getByRole('button', { name: 'Download my data' }).click();
    expect(await section.findByRole('alert')).toHaveTextContent(MESSAGES.serverError);
  });

  it('is not offered to a coach, nor while an admin is looking on a client’s behalf', async () => {
    renderApp('/settings', { user: buildCoach() });
    await screen.findByRole('region', { name: 'User Information' });
    expect(screen.queryByRole('region', { name: 'Your Data' })).not.toBeInTheDocument();
    cleanup();
    renderApp('/settings', { user: { ...buildClient(), impersonating: true } });
    await screen.findByRole('region', { name: 'User Information' });
    expect(screen.queryByRole('region', { name: 'Your Data' })).not.toBeInTheDocument();
  });
});
