import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CAMPAIGN_MESSAGES,
  CLIENT_MESSAGES,
  MAX_CAMPAIGN_IMAGE_BYTES,
  MESSAGES,
  type OwnerCampaign,
} from '@tandem/shared';
import { buildCoach } from '../../../test/factories';
import { renderApp } from '../../../test/render';

vi.setConfig({ testTimeout: 30_000 });

const owner = buildCoach({}, { is_owner: true });
const PAGE = '/site-management/campaigns';
const LIST = 'GET /api/owners/campaigns/';
const CREATE = 'POST /api/owners/campaigns/';

function buildCampaign(overrides: Partial<OwnerCampaign> = {}): OwnerCampaign {
  return {
    id: 7,
    slug: 'reading-corners',
    name: 'Reading Corners',
    image: '/media/campaign-images/corners.png',
    secondary_image: null,
    short_description: 'A book for every school reading corner.',
    long_description: '',
    url: '',
    max_points: 20_000,
    provider_name: 'Brightpath Coaching',
    provider_description: '',
    total: 1_250,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
const page = (results: OwnerCampaign[]) => ({
  body: { count: results.length, next: null, previous: null, results },
});

/** The multipart bodies sent to a path. */
const sentFormData = (path: string) =>
  vi
    .mocked(fetch)
    .mock.calls.filter(
      ([input, init]) =>
        new URL(String(input), 'http://localhost').pathname === path && init?.body instanceof FormData,
    )
    .map(([, init]) => init!.body as FormData);

const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeEach(() => {
  URL.createObjectURL = vi.fn((file: Blob | MediaSource) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

describe("the owner's campaigns", () => {
  it('lists each campaign with its goal, a link to its public page and a copy-link button', async () => {
    renderApp(PAGE, { user: owner, api: { [LIST]: page([buildCampaign()]) } });
    const row = within(await screen.findByRole('listitem', { name: 'Reading Corners' }));
    expect(row.getByText('1,250 of 20,000 points')).toBeInTheDocument();
    expect(row.getByRole('link', { name: /reading-corners$/ })).toHaveAttribute(
      'href',
      '/create-the-change/7/reading-corners',
    );
    expect(row.getByRole('button', { name: 'Copy link of Reading Corners' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Edit Reading Corners' })).toBeInTheDocument();
  });

  it('checks the form before sending: every required field says what it needs', async () => {
    const { user, server } = renderApp(PAGE, { user: owner, api: { [LIST]: page([]) } });
    await user.click(await screen.findByRole('button', { name: 'New Campaign' }));
    const form = within(await screen.findByRole('form', { name: 'Campaign' }));
    await user.type(form.getByRole('textbox', { name: 'Web address' }), 'not a web address');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
      'This field may not be blank.',
    );
    expect(form.getByRole('textbox', { name: /^Short description/ })).toHaveAccessibleDescription(
      'This field may not be blank.',
    );
    expect(form.getByRole('textbox', { name: /^Goal/ })).toHaveAccessibleDescription(MESSAGES.required);
    expect(form.getByRole('textbox', { name: 'Web address' })).toHaveAccessibleDescription(
      expect.stringContaining(CAMPAIGN_MESSAGES.url),
    );
    expect(server.callsTo(CREATE)).toHaveLength(0);
  });

  it('creates a campaign: posts its fields, then its image, and closes with Saved', async () => {
    const created = buildCampaign({
      id: 12,
      name: 'Clean Water',
      slug: 'clean-water',
      image: null,
      total: 0,
    });
    const { user, server } = renderApp(PAGE, {
      user: owner,
      api: {
        [LIST]: page([]),
        [CREATE]: { status: 201, body: created },
        'POST /api/owners/campaigns/12/image/': {
          body: { ...created, image: '/media/campaign-images/w.png' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'New Campaign' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New Campaign' }));
    await user.type(dialog.getByRole('textbox', { name: /^Name/ }), ' Clean Water ');
    // The slug the server will make is shown while the field is blank.
    expect(dialog.getByRole('textbox', { name: /^Slug/ })).toHaveAttribute('placeholder', 'clean-water');
    await user.type(dialog.getByRole('textbox', { name: /^Short description/ }), 'Wells for villages.');
    await user.type(dialog.getByRole('textbox', { name: /^Goal/ }), '50000');
    await user.type(dialog.getByRole('textbox', { name: 'Provider name' }), 'Water Friends');
    const picture = new File(['png'], 'well.png', { type: 'image/png' });
    await user.upload(dialog.getByLabelText('Image file'), picture);
    expect(await dialog.findByRole('img', { name: 'Image preview' })).toHaveAttribute('src', 'blob:well.png');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(CLIENT_MESSAGES.saved)).toBeInTheDocument();
    expect(server.callsTo(CREATE).map((call) => call.body)).toEqual([
      {
        name: 'Clean Water',
        slug: '',
        short_description: 'Wells for villages.',
        long_description: '',
        url: '',
        max_points: 50_000,
        provider_name: 'Water Friends',
        provider_description: '',
      },
    ]);
    const [sent] = sentFormData('/api/owners/campaigns/12/image/');
    expect((sent!.get('image') as File).name).toBe('well.png');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list is asked again.
    expect(server.callsTo(LIST).length).toBeGreaterThan(1);
  });

  it("shows the server's field messages under the fields and keeps the dialog open", async () => {
    const { user } = renderApp(PAGE, {
      user: owner,
      api: {
        [LIST]: page([]),
        [CREATE]: {
          status: 400,
          body: { url: [CAMPAIGN_MESSAGES.url], max_points: [CAMPAIGN_MESSAGES.maxPointsMax] },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'New Campaign' }));
    const form = within(await screen.findByRole('form', { name: 'Campaign' }));
    await user.type(form.getByRole('textbox', { name: /^Name/ }), 'Clean Water');
    await user.type(form.getByRole('textbox', { name: /^Short description/ }), 'Wells.');
    await user.type(form.getByRole('textbox', { name: /^Goal/ }), '100');
    await user.type(form.getByRole('textbox', { name: 'Web address' }), 'https://water.example.org');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: /^Goal/ })).toHaveAccessibleDescription(
        CAMPAIGN_MESSAGES.maxPointsMax,
      ),
    );
    expect(form.getByRole('textbox', { name: 'Web address' })).toHaveAccessibleDescription(
      expect.stringContaining(CAMPAIGN_MESSAGES.url),
    );
    expect(screen.getByRole('dialog', { name: 'New Campaign' })).toBeInTheDocument();
  });

  it('edits a campaign: patches its fields and removes the secondary image', async () => {
    const campaign = buildCampaign({ secondary_image: '/media/campaign-images/second.png' });
    const { user, server } = renderApp(PAGE, {
      user: owner,
      api: {
        [LIST]: page([campaign]),
        'PATCH /api/owners/campaigns/7/': {
          body: { ...campaign, name: 'Reading Nooks', secondary_image: null },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Reading Corners' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Reading Corners' }));
    expect(dialog.getByRole('img', { name: 'Image preview' })).toHaveAttribute(
      'src',
      '/media/campaign-images/corners.png',
    );
    const name = dialog.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Reading Nooks');
    await user.click(dialog.getByRole('button', { name: 'Remove secondary image' }));
    expect(dialog.queryByRole('img', { name: 'Secondary image preview' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(CLIENT_MESSAGES.saved)).toBeInTheDocument();
    expect(server.callsTo('PATCH /api/owners/campaigns/7/').map((call) => call.body)).toEqual([
      expect.objectContaining({ name: 'Reading Nooks', slug: 'reading-corners', secondary_image: null }),
    ]);
    expect(server.callsTo('PATCH /api/owners/campaigns/7/')[0]!.body).not.toHaveProperty('image');
  });

  it('refuses an image over the limit before sending anything', async () => {
    const { user } = renderApp(PAGE, { user: owner, api: { [LIST]: page([buildCampaign()]) } });
    await user.click(await screen.findByRole('button', { name: 'Edit Reading Corners' }));
    const dialog = within(await screen.findByRole('dialog'));
    const huge = new File(['png'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: MAX_CAMPAIGN_IMAGE_BYTES + 1 });
    await user.upload(dialog.getByLabelText('Secondary image file'), huge);
    expect(await dialog.findByRole('alert')).toHaveTextContent(CAMPAIGN_MESSAGES.imageTooLarge);
    expect(dialog.queryByRole('img', { name: 'Secondary image preview' })).not.toBeInTheDocument();
  });
});
