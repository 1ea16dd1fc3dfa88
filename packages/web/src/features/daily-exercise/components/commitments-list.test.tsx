import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { Commitment } from '@tandem/shared';
import { renderWithProviders } from '../../../test/render';
import { CommitmentsList } from './commitments-list';

const SLOW = { timeout: 30_000 };
const today = dayjs().format('YYYY-MM-DD');

const commitment = (overrides: Partial<Commitment>): Commitment => ({
  id: 1,
  client: 5,
  title: 'Call your sister',
  description: '',
  due_date: today,
  assigned_by: 2,
  completed_at: null,
  created_at: '2026-11-01T10:00:00Z',
  ...overrides,
});

const page = (results: Commitment[]) => ({
  body: { count: results.length, next: null, previous: null, results },
});

describe('the commitments on the daily exercise page', SLOW, () => {
  it('lists open ones and those done today, with due dates, and leaves out older done ones', async () => {
    renderWithProviders(<CommitmentsList />, {
      api: {
        'GET /api/clients/commitments/': page([
          commitment({ id: 1, title: 'Call your sister' }),
          commitment({ id: 2, title: 'Book the physio', due_date: '2020-01-06' }),
          commitment({ id: 3, title: 'Walk to work', completed_at: new Date().toISOString() }),
          commitment({ id: 4, title: 'Old news', completed_at: '2020-01-01T10:00:00Z' }),
        ]),
      },
    });
    const section = await screen.findByRole('region', { name: 'From your coach' }, { timeout: 5000 });
    const items = within(section).getAllByRole('article');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Call your sister',
      'Book the physio',
      'Walk to work',
    ]);
    expect(within(items[0]!).getByText('Due today')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Due Jan 6')).toBeInTheDocument();
    expect(within(items[2]!).getByRole('checkbox', { name: 'Walk to work' })).toBeChecked();
  });

  it('ticks one off with a PATCH', async () => {
    const { server, user } = renderWithProviders(<CommitmentsList />, {
      api: {
        'GET /api/clients/commitments/': page([commitment({ id: 7 })]),
        'PATCH /api/clients/commitments/7/': {
          body: commitment({ id: 7, completed_at: new Date().toISOString() }),
        },
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Call your sister' }, { timeout: 5000 }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'PATCH')).toMatchObject({
        path: '/api/clients/commitments/7/',
        body: { completed: true },
      }),
    );
  });

  it('shows nothing without commitments or when they cannot be loaded', async () => {
    const { server } = renderWithProviders(<CommitmentsList />, {
      api: { 'GET /api/clients/commitments/': { status: 500, body: {} } },
    });
    await waitFor(() =>
      expect(server.calls.some((call) => call.path === '/api/clients/commitments/')).toBe(true),
    );
    expect(screen.queryByRole('region', { name: 'From your coach' })).not.toBeInTheDocument();
  });
});
