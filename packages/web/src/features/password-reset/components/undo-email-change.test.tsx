import { configure, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@tandem/shared';
import { readSession } from '../../../lib/session';
import { buildClient } from '../../../test/factories';
import { renderApp } from '../../../test/render';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const undoKey = 'POST /api/user/undo_email_change/';

describe('/undo-email-change/:token', () => {
  it('undoes the change once on opening, says what happened and sends the user to log in', async () => {
    const { server } = renderApp('/undo-email-change/the-token', {
      user: buildClient(),
      api: { [undoKey]: { body: { detail: ACCOUNT_MESSAGES.emailUndone } } },
    });
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailUndone)).toBeInTheDocument();
    expect(server.callsTo(undoKey).map((call) => call.body)).toEqual([{ token: 'the-token' }]);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '/reset-password');
    // Every session was logged out, this browser's too.
    expect(readSession()).toBeNull();
  });

  it('says so when the link is used, expired or unknown', async () => {
    renderApp('/undo-email-change/old', {
      api: { [undoKey]: { status: 400, body: { token: [ACCOUNT_MESSAGES.emailUndoInvalid] } } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.emailUndoInvalid);
  });
});
