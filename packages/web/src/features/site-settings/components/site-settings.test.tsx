import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_BRANDING_IMAGE_BYTES,
  OWNER_MESSAGES,
  type OwnerCompany,
  type OwnerSubDomain,
} from '@tandem/shared';
import { readSession } from '../../../lib/session';
import { reloadPage } from '../../../lib/reload-page';
import { buildCoach, buildUser } from '../../../test/factories';
import { currentQuery } from '../../../test/fake-requests';
import { TEST_TOKEN, renderApp } from '../../../test/render';

vi.mock('../../../lib/reload-page', () => ({ reloadPage: vi.fn() }));
vi.setConfig({ testTimeout: 30_000 });

const owner = buildCoach({}, { is_owner: true });
const SETTINGS = '/site-management/settings';

function buildSubDomain(overrides: Partial<OwnerSubDomain> = {}): OwnerSubDomain {
  return {
    id: 4,
    sub_domain: '',
    owner: owner.id,
    header_color: '#1f4e79',
    logo: null,
    logo_height: 50,
    background_image: null,
    show_on_search: false,
    allow_onboarding: false,
    abilities: { update: true },
    ...overrides,
  };
}
const company: OwnerCompany = {
  id: 1,
  name: 'Brightpath Coaching',
  allow_paid_subscriptions: true,
  payment_account_connected: false,
  connect_url: '/complete-link-with-stripe?scope=read_write&code=ac_test_1',
  sub_domain: 'demo',
  coaching_associate: false,
  owner: { id: owner.id, email: owner.email, first_name: 'Grace', last_name: 'Hopper' },
};
const page = <T,>(results: T[]) => ({ body: { count: results.length, next: null, previous: null, results } });
const settingsApi = (subDomain: OwnerSubDomain) => ({
  'GET /api/owners/sub-domains/': { body: [subDomain] },
  'GET /api/owners/company/': { body: company },
  'GET /api/owners/users/': page([]),
  'GET /api/owners/impersonation-events/': page([]),
});

beforeEach(() => vi.mocked(reloadPage).mockClear());

describe('site settings: the sub-domain form', () => {
  it('lets only letters, digits 1 to 9 and hyphens into a new sub domain, and saves it', async () => {
    const { user, server } = renderApp(SETTINGS, {
      user: owner,
      api: {
        ...settingsApi(buildSubDomain()),
        'PATCH /api/owners/sub-domains/4/': { body: buildSubDomain({ sub_domain: 'my-site1' }) },
      },
    });
    const field = await screen.findByRole('textbox', { name: 'Sub domain' });
    await user.type(field, 'My_Site 0-1.');
    expect(field).toHaveValue('mysite-1');
    expect(screen.getByText('“.” cannot be part of a sub domain, so the field left it out.')).toHaveAttribute(
      'role',
      'status',
    );
    await user.clear(field);
    await user.type(field, 'my-site1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('PATCH /api/owners/sub-domains/4/')).toHaveLength(1));
    expect(server.callsTo('PATCH /api/owners/sub-domains/4/')[0]!.body).toEqual({ sub_domain: 'my-site1' });
  });

  it('keeps a saved sub domain read-only', async () => {
    renderApp(SETTINGS, { user: owner, api: settingsApi(buildSubDomain({ sub_domain: 'demo' })) });
    expect(await screen.findByRole('textbox', { name: 'Sub domain' })).toHaveAttribute('readonly');
  });

  it("shows the server's 'already in use' on the field", async () => {
    const { user } = renderApp(SETTINGS, {
      user: owner,
      api: {
        ...settingsApi(buildSubDomain()),
        'PATCH /api/owners/sub-domains/4/': {
          status: 400,
          body: { sub_domain: ['This sub domain is already in use'] },
        },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Sub domain' }), 'taken');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('textbox', { name: 'Sub domain' })).toHaveAccessibleDescription(
      expect.stringContaining('This sub domain is already in use'),
    );
  });

  it('sends a chosen logo as a data URL, and refuses one over 300 KB before sending', async () => {
    const { user, server } = renderApp(SETTINGS, {
      user: owner,
      api: {
        ...settingsApi(buildSubDomain({ sub_domain: 'demo' })),
        'PATCH /api/owners/sub-domains/4/': { body: buildSubDomain({ sub_domain: 'demo' }) },
      },
    });
    const formElement = await screen.findByRole('form', { name: 'Sub-domain settings' });
    const form = within(formElement);
    // Mantine's FileInput is a button over a hidden file input: the logo's is the first.
    const input = formElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const big = new File([new Uint8Array(MAX_BRANDING_IMAGE_BYTES + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(await form.findByText(OWNER_MESSAGES.imageTooLarge)).toBeInTheDocument();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await user.upload(input, png);
    expect(await form.findByRole('img', { name: 'Logo preview' })).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('PATCH /api/owners/sub-domains/4/')).toHaveLength(1));
    expect(server.callsTo('PATCH /api/owners/sub-domains/4/')[0]!.body).toEqual({
      logo: 'data:image/png;base64,iVBORw==',
    });
  });

  it('previews the header text in the colour the contrast rule picks', async () => {
    renderApp(SETTINGS, { user: owner, api: settingsApi(buildSubDomain({ header_color: '#ffeb3b' })) });
    expect(await screen.findByTestId('header-preview')).toHaveStyle({ color: 'rgb(0, 0, 0)' });
  });

  it("lets nobody but the sub-domain's owner change or save it", async () => {
    renderApp(SETTINGS, {
      user: owner,
      api: settingsApi(buildSubDomain({ sub_domain: 'demo', owner: 99, abilities: { update: false } })),
    });
    expect(await screen.findByText('Only the owner of this sub domain can change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logo' })).toBeDisabled();
  });

  it('ticks the coaching-associate box and links to connect payments', async () => {
    const { user, server } = renderApp(SETTINGS, {
      user: owner,
      api: {
        ...settingsApi(buildSubDomain({ sub_domain: 'demo' })),
        'PATCH /api/owners/company/': { body: { ...company, coaching_associate: true } },
      },
    });
    expect(await screen.findByRole('link', { name: 'Connect payments' })).toHaveAttribute(
      'href',
      company.connect_url,
    );
    await user.click(screen.getByRole('checkbox', { name: /Coaching associate/ }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Coaching associate/ })).toBeChecked());
    expect(server.callsTo('PATCH /api/owners/company/')[0]!.body).toEqual({ coaching_associate: true });
  });
});

describe('impersonating from the site settings', () => {
  it('searches users by e-mail, keeps the own session and reloads as the chosen user', async () => {
    const pat = { id: 12, email: 'pat@example.com', first_name: 'Pat', last_name: 'Client' };
    const { user, server } = renderApp(SETTINGS, {
      user: owner,
      api: {
        ...settingsApi(buildSubDomain({ sub_domain: 'demo' })),
        'GET /api/owners/users/': () => page(currentQuery().get('search') === 'pat' ? [pat] : []),
        'POST /api/user/impersonate/': { body: { token: 'pat-token', id: 12 } },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Search users by email' }), 'pat');
    await user.click(await screen.findByRole('button', { name: 'Impersonate pat@example.com' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(server.callsTo('POST /api/user/impersonate/')[0]!.body).toEqual({ email: 'pat@example.com' });
    expect(readSession()).toEqual({
      token: 'pat-token',
      id: 12,
      impersonator: { token: TEST_TOKEN, id: owner.id, returnTo: SETTINGS },
    });
  });

  it('lists who impersonated whom', async () => {
    renderApp('/impersonate', {
      user: buildUser({ is_staff: true }),
      api: {
        'GET /api/owners/users/': page([]),
        'GET /api/owners/impersonation-events/': page([
          {
            id: 1,
            action: 'impersonation_started',
            occurred_at: '2026-01-15T10:00:00.000Z',
            actor: { id: 1, email: 'admin@demo.test', first_name: 'Avery', last_name: 'Chen' },
            subject: null,
          },
        ]),
      },
    });
    const table = within(await screen.findByRole('table', { name: 'Impersonation history' }));
    expect(table.getByText('Started impersonating')).toBeInTheDocument();
    expect(table.getByText('Avery Chen (admin@demo.test)')).toBeInTheDocument();
    expect(table.getByText('A deleted user')).toBeInTheDocument();
    expect(screen.getByText(OWNER_MESSAGES.noUsersFound)).toBeInTheDocument();
  });
});

describe('the company view', () => {
  it('shows the company and its coaches', async () => {
    renderApp('/site-management/company', {
      user: owner,
      api: {
        'GET /api/owners/company/': { body: company },
        'GET /api/owners/coaches/': page([
          {
            id: 3,
            email: 'grace@example.com',
            first_name: 'Grace',
            last_name: 'Hopper',
            image: null,
            last_login: null,
            plan: 'company',
            is_owner: true,
            client_count: 4,
          },
        ]),
      },
    });
    expect(await screen.findByText('Brightpath Coaching')).toBeInTheDocument();
    const row = within(await screen.findByRole('row', { name: /grace@example.com/ }));
    expect(row.getByText('4')).toBeInTheDocument();
    expect(row.getByText('Owner')).toBeInTheDocument();
  });
});

describe('/complete-link-with-stripe', () => {
  const CONNECT = 'POST /api/owners/company/connect_with_stripe/';

  it('sends the code once, says so, and goes to the subscription plans after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { server, router } = renderApp(
        '/complete-link-with-stripe?scope=read_write&code=ac_123&state=1.ab',
        {
          user: owner,
          api: { [CONNECT]: { body: { sub_domain: 'demo' } }, 'GET /api/owners/offerings/': page([]) },
        },
      );
      expect(await screen.findByText(OWNER_MESSAGES.connected)).toBeInTheDocument();
      expect(server.callsTo(CONNECT).map((call) => call.body)).toEqual([
        { scope: 'read_write', authorizationCode: 'ac_123', state: '1.ab' },
      ]);
      await act(() => vi.advanceTimersByTimeAsync(4_000));
      expect(router.state.location.pathname).toBe('/complete-link-with-stripe');
      await act(() => vi.advanceTimersByTimeAsync(1_100));
      await waitFor(() => expect(router.state.location.pathname).toBe('/automated-registration'));
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the spec's error with the provider's error and description from the query", async () => {
    const { server } = renderApp(
      '/complete-link-with-stripe?error=access_denied&error_description=The+user+denied+your+request',
      { user: owner },
    );
    expect(await screen.findByText(OWNER_MESSAGES.connectError)).toBeInTheDocument();
    expect(screen.getByText('Error: access_denied')).toBeInTheDocument();
    expect(screen.getByText('The user denied your request')).toBeInTheDocument();
    expect(server.callsTo(CONNECT)).toHaveLength(0);
  });

  it('shows the refusal the server passes on, and the server-error text for a 5xx', async () => {
    renderApp('/complete-link-with-stripe?code=bad', {
      user: owner,
      api: {
        [CONNECT]: {
          status: 400,
          body: { detail: 'Authorization code does not exist', code: 'invalid_grant' },
        },
      },
    });
    expect(await screen.findByText(OWNER_MESSAGES.connectError)).toBeInTheDocument();
    expect(screen.getByText('Error: invalid_grant')).toBeInTheDocument();
    expect(screen.getByText('Authorization code does not exist')).toBeInTheDocument();
  });

  it('says there was a server error when the server fails', async () => {
    renderApp('/complete-link-with-stripe?code=ac_1', { user: owner, api: { [CONNECT]: { status: 500 } } });
    expect(await screen.findByText(OWNER_MESSAGES.connectServerError)).toBeInTheDocument();
  });
});

// fireEvent is kept for keyboard checks a user-event `type` cannot make (a refused key's default).
describe('the sub-domain keystroke filter', () => {
  it('cancels a refused key and lets navigation keys through', async () => {
    renderApp(SETTINGS, { user: owner, api: settingsApi(buildSubDomain()) });
    const field = await screen.findByRole('textbox', { name: 'Sub domain' });
    expect(fireEvent.keyDown(field, { key: '_' })).toBe(false);
    expect(fireEvent.keyDown(field, { key: '0' })).toBe(false);
    expect(fireEvent.keyDown(field, { key: 'ArrowLeft' })).toBe(true);
    expect(fireEvent.keyDown(field, { key: 'a' })).toBe(true);
  });
});
