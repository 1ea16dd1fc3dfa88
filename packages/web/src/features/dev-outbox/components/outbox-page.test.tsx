import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OutboxEmail } from '@tandem/shared';
import { buildUser } from '../../../test/factories';
import { renderApp } from '../../../test/render';
import { pageOf, queriesTo } from '../../../test/fake-requests';

const staff = buildUser({ is_staff: true });
const key = 'GET /api/dev/outbox/';

const invitation: OutboxEmail = {
  id: 1,
  to: ['jane@example.com'],
  subject: "You're invited to Tandem",
  text: 'Hi Jane,\n\nSign up here: http://localhost:5173/invitation/abc123.\n\nSee you soon.',
  html: null,
  status: 'kept',
  error: null,
  attempts: 0,
  created_at: '2025-03-01T10:00:00Z',
  sent_at: '2025-03-01T10:00:01Z',
};
const failed: OutboxEmail = {
  ...invitation,
  id: 2,
  to: ['john@example.com', 'coach@example.com'],
  subject: 'Support report',
  text: 'No links here.',
  status: 'failed',
  error: 'connect ECONNREFUSED',
  attempts: 5,
  sent_at: null,
};

describe('developer outbox', () => {
  it('lists the e-mails with recipient, subject, status and times', async () => {
    renderApp('/dev/outbox', { user: staff, api: { [key]: { body: pageOf([invitation, failed]) } } });
    const row = (await screen.findByRole('button', { name: "You're invited to Tandem" })).closest('tr')!;
    expect(within(row).getByText('jane@example.com')).toBeInTheDocument();
    expect(within(row).getByText('kept')).toBeInTheDocument();
    expect(within(row).getByText(new Date(invitation.created_at).toLocaleString())).toBeInTheDocument();
    expect(within(row).getByText(new Date(invitation.sent_at!).toLocaleString())).toBeInTheDocument();

    const other = screen.getByRole('button', { name: 'Support report' }).closest('tr')!;
    expect(within(other).getByText('john@example.com, coach@example.com')).toBeInTheDocument();
    expect(within(other).getByText('failed')).toBeInTheDocument();
    expect(within(other).getByText('—')).toBeInTheDocument();
    expect(queriesTo('/api/dev/outbox/')[0]?.get('offset')).toBe('0');
  });

  it('opens an e-mail with its links clickable', async () => {
    const { user } = renderApp('/dev/outbox', {
      user: staff,
      api: { [key]: { body: pageOf([invitation]) } },
    });
    await user.click(await screen.findByRole('button', { name: "You're invited to Tandem" }));
    const dialog = await screen.findByRole('dialog', { name: "You're invited to Tandem" });
    const link = within(dialog).getByRole('link', { name: 'http://localhost:5173/invitation/abc123' });
    // The sentence's full stop is not part of the link.
    expect(link).toHaveAttribute('href', 'http://localhost:5173/invitation/abc123');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByText(/Sign up here:/)).toBeInTheDocument();
  });

  it('shows the delivery error of a failed e-mail', async () => {
    const { user } = renderApp('/dev/outbox', { user: staff, api: { [key]: { body: pageOf([failed]) } } });
    await user.click(await screen.findByRole('button', { name: 'Support report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Support report' });
    expect(within(dialog).getByText('connect ECONNREFUSED')).toBeInTheDocument();
  });

  it('loads older e-mails on request', async () => {
    const { user } = renderApp('/dev/outbox', {
      user: staff,
      api: {
        [key]: () =>
          queriesTo('/api/dev/outbox/').length === 1
            ? { body: pageOf([invitation], { count: 2, more: true }) }
            : { body: pageOf([failed], { count: 2 }) },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: 'Support report' })).toBeInTheDocument();
    expect(queriesTo('/api/dev/outbox/').map((query) => query.get('offset'))).toEqual(['0', '20']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
  });

  it('tells anyone but staff that the outbox is not for them', async () => {
    renderApp('/dev/outbox', {
      user: buildUser(),
      api: { [key]: { status: 403, body: { detail: 'You do not have permission to perform this action' } } },
    });
    expect(await screen.findByText('The outbox is for staff only.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
