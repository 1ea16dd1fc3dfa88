import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type ReminderDelivery } from '@tandem/shared';
import { pageOf, queriesTo } from '../../../test/fake-requests';
import { renderWithProviders } from '../../../test/render';
import { ClientReminders } from './client-reminders';

const key = 'GET /api/coaches/clients/21/reminders/';
let nextId = 1;
const row = (overrides: Partial<ReminderDelivery>): ReminderDelivery => ({
  id: nextId++,
  day: '2026-11-23',
  reminder: 'exercise',
  channel: 'email',
  outcome: 'sent',
  reason: 'sent',
  decided_at: '2026-11-23T13:00:00.000Z',
  local_time: '08:00',
  ...overrides,
});

const block = async () => within(await screen.findByRole('region', { name: 'Reminders' }));

describe('the Reminders block', () => {
  it('lists what was sent and what was skipped, and why, with the time', async () => {
    renderWithProviders(<ClientReminders clientId={21} />, {
      api: {
        [key]: {
          body: pageOf([
            row({
              reminder: 'reflection',
              channel: 'none',
              outcome: 'skipped',
              reason: 'already_done',
              local_time: '17:00',
            }),
            row({ channel: 'text', outcome: 'skipped', reason: 'inactive' }),
            row({}),
          ]),
        },
      },
    });
    const reminders = await block();
    expect(
      await reminders.findByText('Reflection reminder skipped: already done · 17:00'),
    ).toBeInTheDocument();
    expect(
      reminders.getByText('Exercise reminder by text skipped: inactive for two weeks · 08:00'),
    ).toBeInTheDocument();
    expect(reminders.getByText('Exercise reminder sent by e-mail · 08:00')).toBeInTheDocument();
    expect(queriesTo('/api/coaches/clients/21/reminders/')[0]?.get('offset')).toBe('0');
  });

  it('loads more on request', async () => {
    const { user } = renderWithProviders(<ClientReminders clientId={21} />, {
      api: {
        [key]: () => {
          const offset = queriesTo('/api/coaches/clients/21/reminders/').at(-1)?.get('offset');
          return offset === '0'
            ? { body: pageOf([row({ local_time: '08:01' })], { count: 2, more: true }) }
            : { body: pageOf([row({ day: '2026-11-22', local_time: '08:02' })]) };
        },
      },
    });
    const reminders = await block();
    expect(await reminders.findByText('Exercise reminder sent by e-mail · 08:01')).toBeInTheDocument();
    await user.click(reminders.getByRole('button', { name: 'Show more' }));
    expect(await reminders.findByText('Exercise reminder sent by e-mail · 08:02')).toBeInTheDocument();
    expect(reminders.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    renderWithProviders(<ClientReminders clientId={21} />, { api: { [key]: { body: pageOf([]) } } });
    expect(await (await block()).findByText('No reminders yet.')).toBeInTheDocument();
  });

  it('says when the server failed', async () => {
    renderWithProviders(<ClientReminders clientId={21} />, { api: { [key]: { status: 500, body: {} } } });
    expect(await (await block()).findByText(MESSAGES.serverError)).toBeInTheDocument();
  });
});
