import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RaffleResult, User } from '@tandem/shared';
import { buildClient } from '../../../test/factories';
import { renderApp } from '../../../test/render';
import { areasRoutes, buildClientProgram } from '../../areas-of-focus/testing';
import { buildExerciseTask, dailyExerciseServer } from '../../daily-exercise/testing';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000 });

const client: User = {
  ...buildClient(),
  theme: 1,
  habit_program: { id: 1, name: 'Foundations of Wellbeing' },
  groups: [11, 12, 13],
};
const walk = buildExerciseTask({ id: 1 });
const result: RaffleResult = {
  num_of_points: 1_234,
  rolled_points: 1_000,
  bonuses: [[10, 'First ticket of the week', 100]],
  gifts: [7, 1_000, 42],
  gift: 1,
  total: 250_000,
};

function renderWithRaffle(
  eligible: boolean,
  reward = { quote: 'Done is a kind of beautiful.', credit: 'The Tandem team', img: null },
) {
  const { routes } = dailyExerciseServer({ tasks: [walk] });
  return renderApp('/daily-exercise', {
    user: client,
    api: {
      ...areasRoutes(buildClientProgram({ assign_all: true })),
      ...routes,
      'GET /api/clients/raffles/eligible_for_reward/': {
        body: {
          is_eligible: eligible,
          reason: eligible ? null : 'weekly_limit',
          weekly_num_of_tickets: 2,
          tickets_left: 12,
        },
      },
      'POST /api/clients/raffles/': { status: 201, body: result },
      'GET /api/clients/rewards/': { body: reward },
    },
  });
}

describe('the raffle after a completed exercise', () => {
  it('offers three gifts, reveals the picked one with its bonuses in grouped numbers, then the quote', async () => {
    const { user, server } = renderWithRaffle(true);
    const card = within(await screen.findByRole('article', { name: walk.template!.short_description }));
    await user.click(card.getByRole('button', { name: 'Complete' }));

    const gifts = await screen.findByRole('dialog', { name: 'You earned a raffle ticket!' });
    expect(within(gifts).getAllByRole('button', { name: /^Gift \d$/ })).toHaveLength(3);
    await user.click(within(gifts).getByRole('button', { name: 'Gift 2' }));
    expect(server.callsTo('POST /api/clients/raffles/')[0]!.body).toEqual({
      entry_type: 'task',
      entry: 1,
      campaign: 3,
      gift: 1,
    });

    const revealed = await screen.findByRole('dialog', { name: 'Your gift' });
    expect(within(revealed).getByRole('status')).toHaveTextContent('1,234 points');
    expect(within(revealed).getByText('First ticket of the week: +10% (100 points)')).toBeInTheDocument();
    expect(within(revealed).getByText(/The campaign now has 250,000 points/)).toBeInTheDocument();
    // The count climbs to the total, one step every 200 ms.
    await waitFor(
      () => expect(within(revealed).getByText('1,234 points', { selector: 'h3' })).toBeInTheDocument(),
      {
        timeout: 4_000,
      },
    );
    await user.click(within(revealed).getByRole('button', { name: 'Finish' }));

    const reward = await screen.findByRole('dialog', { name: 'Well done!' });
    expect(within(reward).getByText('Done is a kind of beautiful.')).toBeInTheDocument();
  });

  it('shows the task reward straight away when there is no ticket', async () => {
    const first = renderWithRaffle(false);
    const card = within(await screen.findByRole('article', { name: walk.template!.short_description }));
    await first.user.click(card.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByRole('dialog', { name: 'Well done!' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'You earned a raffle ticket!' })).not.toBeInTheDocument();
  });
});
