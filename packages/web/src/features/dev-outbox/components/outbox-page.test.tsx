import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OutboxEmail, OutboxText } from '@tandem/shared';
import { buildUser } from '../../../test/factories';
import { renderApp } from '../../../test/render';
import { pageOf, queriesTo } from '../../../test/fake-requests';

const staff = buildUser({ is_staff: true });
const key = 'GET /api/dev/outbox/';
const textsKey = 'GET /api/dev/outbox/texts/';

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

const reminder: OutboxText = {
  id: 11,
  to: '+14155552671',
  body: 'Brightpath Coaching: your exercises for today are ready. http://localhost:5173/daily-exercise',
  kind: 'exercise_reminder',
  status: 'kept',
  error: null,
  attempts: 0,
  provider_id: null,
  created_at: '2025-03-01T13:00:00Z',
  sent_at: '2025-03-01T13:00:01Z',
};
const refused: OutboxText = {
  ...reminder,
  id: 12,
  to: '+14155550100',
  body: 'Hello',
  status: 'failed',
  error: "Twilio 400 21211: The 'To' number is not a valid phone number.",
  attempts: 1,
  sent_at: null,
};

describe('developer outbox: text messages', () => {
  it('shows e-mails first and loads the texts only when their tab is opened', async () => {
    const { user } = renderApp('/dev/outbox', {
      user: staff,
      api: { [key]: { body: pageOf([invitation]) }, [textsKey]: { body: pageOf([reminder]) } },
    });
    expect(await screen.findByRole('tab', { name: 'E-mails', selected: true })).toBeInTheDocument();
    await screen.findByRole('button', { name: "You're invited to Tandem" });
    expect(queriesTo('/api/dev/outbox/texts/')).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'Text messages' }));
    const row = (await screen.findByText('+14155552671')).closest('tr')!;
    expect(queriesTo('/api/dev/outbox/texts/')[0]?.get('offset')).toBe('0');
    expect(within(row).getByText('Exercise reminder')).toBeInTheDocument();
    expect(within(row).getByText('kept')).toBeInTheDocument();
    expect(within(row).getByText(/your exercises for today are ready/)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'http://localhost:5173/daily-exercise' })).toHaveAttribute(
      'href',
      'http://localhost:5173/daily-exercise',
    );
    expect(within(row).getByText(new Date(reminder.sent_at!).toLocaleString())).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "You're invited to Tandem" })).not.toBeInTheDocument();
  });

  it("shows a failed text's delivery error and loads older texts on request", async () => {
    const { user } = renderApp('/dev/outbox', {
      user: staff,
      api: {
        [key]: { body: pageOf([]) },
        [textsKey]: () =>
          queriesTo('/api/dev/outbox/texts/').length === 1
            ? { body: pageOf([refused], { count: 2, more: true }) }
            : { body: pageOf([reminder], { count: 2 }) },
      },
    });
    expect(await screen.findByText('No e-mails yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Text messages' }));
    const row = (await screen.findByText('+14155550100')).closest('tr')!;
    expect(within(row).getByText('failed')).toBeInTheDocument();
    expect(within(row).getByText(refused.error!)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('+14155552671')).toBeInTheDocument();
    expect(queriesTo('/api/dev/outbox/texts/').map((query) => query.get('offset'))).toEqual(['0', '20']);
  });

  it('says when there are no texts yet', async () => {
    const { user } = renderApp('/dev/outbox', {
      user: staff,
      api: { [key]: { body: pageOf([]) }, [textsKey]: { body: pageOf([]) } },
    });
    await user.click(await screen.findByRole('tab', { name: 'Text messages' }));
    expect(await screen.findByText('No text messages yet.')).toBeInTheDocument();
  });

  it('tells anyone but staff that the texts are not for them', async () => {
    const forbidden = { status: 403, body: { detail: 'You do not have permission to perform this action' } };
    const { user } = renderApp('/dev/outbox', {
      user: buildUser(),
      api: { [key]: forbidden, [textsKey]: forbidden },
    });
    await user.click(await screen.findByRole('tab', { name: 'Text messages' }));
    await waitFor(() => expect(queriesTo('/api/dev/outbox/texts/')).toHaveLength(1));
    expect(await screen.findByText('The outbox is for staff only.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('demo accounts on the published password', () => {
  const demoKey = 'GET /api/system/demo-passwords/';

  it('warns staff while demo accounts still have the demo password', async () => {
    renderApp('/dev/outbox', {
      user: staff,
      api: {
        [key]: { body: pageOf([]) },
        [demoKey]: {
          body: {
            accounts: [
              { id: 3, email: 'admin@demo.test', is_staff: true },
              { id: 1, email: 'owner@demo.test', is_staff: false },
            ],
          },
        },
      },
    });
    const alert = await screen.findByRole('alert', {
      name: 'Demo accounts still have the published password',
    });
    expect(alert).toHaveTextContent('these 2 accounts');
    expect(alert).toHaveTextContent('tandem-demo');
    expect(alert).toHaveTextContent('staff included: admin@demo.test, owner@demo.test.');
  });

  it('says nothing once every demo password was changed', async () => {
    renderApp('/dev/outbox', {
      user: staff,
      api: { [key]: { body: pageOf([]) }, [demoKey]: { body: { accounts: [] } } },
    });
    await waitFor(() => expect(queriesTo('/api/system/demo-passwords/')).toHaveLength(1));
    expect(await screen.findByText('No e-mails yet.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
