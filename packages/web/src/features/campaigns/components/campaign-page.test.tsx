import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Campaign } from '@tandem/shared';
import { buildClient } from '../../../test/factories';
import { renderApp } from '../../../test/render';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000 });

const campaign: Campaign = {
  id: 3,
  slug: 'trees-for-tomorrow',
  name: 'Trees for Tomorrow',
  image: null,
  secondary_image: null,
  short_description: 'Every 100 points plants a tree.',
  long_description: 'The long story.',
  url: '',
  total: 125_000,
  max_points: 500_000,
  percentile: 12,
  avg: 1_234,
  provider_name: 'Tandem',
  provider_description: 'An open-source coaching platform.',
};
const PAGE = '/create-the-change/3/trees-for-tomorrow';

describe('a campaign page', () => {
  it('shows a visitor the goal filling up and lets them request an invitation (every field required)', async () => {
    const { user, server } = renderApp(PAGE, {
      api: {
        'GET /api/change-campaigns/3/': { body: campaign },
        'POST /api/invitation-requests/': { status: 201, body: { id: 1 } },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Trees for Tomorrow' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '125,000 of 500,000 points' })).toBeInTheDocument();
    expect(screen.getByText('1,234 points a day on average')).toBeInTheDocument();
    expect(screen.queryByText(/top 12%/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Share' })).getAllByRole('link')).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Join the campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Trees for Tomorrow' });
    await user.click(within(dialog).getByRole('button', { name: 'Request an invitation' }));
    expect(within(dialog).getAllByText('This field may not be blank.')).toHaveLength(4);
    expect(server.callsTo('POST /api/invitation-requests/')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/First name/), 'Ines');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Visitor');
    await user.type(within(dialog).getByLabelText(/Email/), 'ines@example.com');
    await user.type(within(dialog).getByLabelText(/about yourself/), 'A friend told me.');
    await user.click(within(dialog).getByRole('button', { name: 'Request an invitation' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST /api/invitation-requests/')[0]!.body).toMatchObject({
      first_name: 'Ines',
      email: 'ines@example.com',
      came_from: 'campaign',
      campaign: 3,
    });
  });

  it('shows a signed-in contributor their standing and no join call to action', async () => {
    renderApp(PAGE, { user: buildClient(), api: { 'GET /api/change-campaigns/3/': { body: campaign } } });
    expect(await screen.findByText('You are in the top 12% of contributors.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join the campaign' })).not.toBeInTheDocument();
  });
});
