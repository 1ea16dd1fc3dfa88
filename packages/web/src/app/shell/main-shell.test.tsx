import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { io } from 'socket.io-client';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSocketClient } from '../../lib/socket';
import { DEFAULT_BRANDING, REFLECTION_REMINDER_MS, type User } from '@tandem/shared';
import { readSession } from '../../lib/session';
import { reloadPage } from '../../lib/reload-page';
import { buildClient, buildCoach } from '../../test/factories';
import type { FakeRoutes } from '../../test/fake-api';
import { pageOf, queriesTo } from '../../test/fake-requests';
import { TEST_TOKEN, renderApp } from '../../test/render';
import { REMINDER_ACTION, REMINDER_TITLE } from '../../features/daily-reflection';
import { buildReflectionEntry } from '../../features/daily-reflection/testing';
import { CHAT_BUTTON_LABEL } from '../../features/messaging';
import { fakeConnection } from '../../features/messaging/testing';
import type * as MenuItems from './menu-items';
import { menuItemsFor } from './menu-items';
import { MENU_DRAWER_QUERY } from './main-shell';
import { deferred } from '../../test/deferred';
import { mediaQueryList } from '../../test/media-query';

vi.mock('../../lib/reload-page', () => ({ reloadPage: vi.fn() }));
// Counts the side menu's draws: it works its items out on each one.
vi.mock('./menu-items', async (importOriginal) => {
  const original = await importOriginal<typeof MenuItems>();
  return { ...original, menuItemsFor: vi.fn(original.menuItemsFor) };
});
// The shell opens the session's real-time connection: these tests give it a fake one.
vi.mock('socket.io-client', () => ({ io: vi.fn() }));
// The client's code is loaded on first use; loaded now, the mocked one opens at once.
beforeAll(() => loadSocketClient());
beforeEach(() => {
  fakeConnection(io);
});
// Each test renders the whole app; on a loaded machine that can take longer than the default.
configure({ asyncUtilTimeout: 5_000 });

/** `#1f4e79` -> `rgb(31, 78, 121)`, as jsdom reports colours. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const acme = {
  id: 4,
  sub_domain: 'acme',
  company_name: 'Acme Coaching',
  logo: '/media/acme-logo.png',
  logo_height: 72,
  header_color: '#aa3300',
  background_image: '/media/acme-bg.jpg',
  allow_onboarding: true,
  show_on_search: true,
};

describe('branding', () => {
  it('falls back to the defaults, without a message, when the sub-domain is not found', async () => {
    const { server } = renderApp('/');
    const header = screen.getByRole('banner');
    expect(await within(header).findByText('Tandem')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET /api/sub-domains/demo/')).toHaveLength(1));
    expect(header).toHaveStyle({ backgroundColor: rgb(DEFAULT_BRANDING.header_color) });
    expect(within(header).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the sub-domain's logo, colour, background and sign-up link", async () => {
    const { server } = renderApp('/', {
      api: {
        'GET /api/config': { body: { version: '1', default_sub_domain: 'acme' } },
        'GET /api/sub-domains/acme/': { body: acme },
      },
    });
    const header = screen.getByRole('banner');
    const logo = await within(header).findByRole('img', { name: acme.company_name });
    expect(logo).toHaveAttribute('src', acme.logo);
    await waitFor(() => expect(document.title).toBe(`Login · ${acme.company_name}`));
    expect(logo).toHaveStyle({ height: 'calc(4.5rem * var(--mantine-scale))' });
    expect(header).toHaveStyle({ backgroundColor: rgb(acme.header_color) });
    expect(screen.getByTestId('page').style.backgroundImage).toBe(`url("${acme.background_image}")`);
    expect(await screen.findByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
    expect(server.callsTo('GET /api/sub-domains/acme/')[0]?.headers.get('Authorization')).toBeNull();
  });

  it("wears the signed-in person's company brand, not the brand of the address they opened", async () => {
    const { logo, logo_height, header_color, background_image, allow_onboarding } = acme;
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="manifest" href="/manifest.webmanifest"><link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">',
    );
    const { server } = renderApp('/settings', {
      user: {
        ...buildCoach(),
        company: {
          id: 9,
          name: 'Okafor Coaching',
          branding: {
            sub_domain: 'okafor',
            logo: null,
            logo_height,
            header_color: '#004d40',
            background_image: null,
            allow_onboarding,
          },
        },
      },
      api: {
        'GET /api/config': { body: { version: '1', default_sub_domain: 'acme' } },
        'GET /api/sub-domains/acme/': { body: { ...acme, logo, background_image } },
      },
    });
    const header = screen.getByRole('banner');
    expect(await within(header).findByText('Okafor Coaching')).toBeInTheDocument();
    expect(header).toHaveStyle({ backgroundColor: rgb('#004d40') });
    expect(within(header).queryByRole('img', { name: acme.company_name })).not.toBeInTheDocument();
    expect(screen.getByTestId('page').style.backgroundImage).toBe('');
    await waitFor(() => expect(document.title).toBe('Settings · Okafor Coaching'));
    // The app installed from here is the company's, whatever the address.
    expect(document.head.querySelector('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest?sub_domain=okafor',
    );
    // No logo: the product's icon, not the address's company's.
    expect(document.head.querySelector('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      '/icons/apple-touch-icon.png',
    );
    expect(server.callsTo('GET /api/sub-domains/acme/')).toHaveLength(0);
    expect(header_color).not.toBe('#004d40');
  });

  it("shows the product's own brand to someone signed in who belongs to no company", async () => {
    renderApp('/settings', {
      user: { ...buildCoach(), company: null },
      api: {
        'GET /api/config': { body: { version: '1', default_sub_domain: 'acme' } },
        'GET /api/sub-domains/acme/': { body: acme },
      },
    });
    const header = screen.getByRole('banner');
    expect(await within(header).findByText(DEFAULT_BRANDING.name)).toBeInTheDocument();
    expect(header).toHaveStyle({ backgroundColor: rgb(DEFAULT_BRANDING.header_color) });
  });

  it('uses the defaults when the config and the sub-domain both fail', async () => {
    const { server } = renderApp('/', {
      api: { 'GET /api/config': { status: 500 }, 'GET /api/sub-domains/demo/': 'network-error' },
    });
    await waitFor(() => expect(server.callsTo('GET /api/sub-domains/demo/')).toHaveLength(1));
    expect(screen.getByRole('banner')).toHaveStyle({ backgroundColor: rgb(DEFAULT_BRANDING.header_color) });
  });
});

describe('drawing again', () => {
  it("leaves the menu as drawn when the server's version answers", async () => {
    const held = deferred();
    const { server } = renderApp('/settings', {
      user: { ...buildCoach(), company: { id: 4, name: acme.company_name, branding: acme } },
      api: {
        'GET /api/version': async () => {
          await held.promise;
          return { body: { version: 'newer' } };
        },
      },
    });
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(
      await within(screen.getByRole('banner')).findByRole('img', { name: acme.company_name }),
    ).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET /api/version')).toHaveLength(1));
    const draws = vi.mocked(menuItemsFor).mock.calls.length;
    held.resolve();
    expect(await screen.findByText('A new version of the app is available')).toBeInTheDocument();
    expect(menuItemsFor).toHaveBeenCalledTimes(draws);
  });
});

describe('menu on a phone', () => {
  it('draws its links when the burger first opens it, and keeps the shut drawer out of reach', async () => {
    const phone = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => mediaQueryList(query, query === MENU_DRAWER_QUERY));
    try {
      const { user } = renderApp('/settings', { user: buildClient() });
      const burger = await screen.findByRole('button', { name: 'Toggle menu' });
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
      await user.click(burger);
      const menu = await screen.findByRole('navigation', { name: 'Main menu' });
      const drawer = menu.parentElement!.closest('nav')!;
      expect(drawer).not.toHaveAttribute('inert');
      expect(within(menu).getByRole('link', { name: 'Settings' })).toBeInTheDocument();
      await user.click(burger);
      // Shut again: its links stay drawn (it slides away with them) but out of reach.
      await waitFor(() => expect(drawer).toHaveAttribute('inert'));
      expect(menu).toBeInTheDocument();
    } finally {
      phone.mockRestore();
    }
  });

  it('is drawn at once where it is not a drawer', async () => {
    renderApp('/settings', { user: buildClient() });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(menu.parentElement!.closest('nav')).not.toHaveAttribute('inert');
  });
});

describe('top bar', () => {
  it("gives a visitor a 'Login' link and no menu", async () => {
    renderApp('/');
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('gives a logged-in user an avatar with their initials (its account menu: top-bar.test.tsx), and the menu', async () => {
    renderApp('/settings', { user: buildClient() });
    const avatar = await within(screen.getByRole('banner')).findByRole('button', {
      name: 'AL: account menu of Ada Lovelace',
    });
    expect(avatar).toHaveTextContent('AL');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByText('Login')).not.toBeInTheDocument();
  });
});

describe('impersonation banner', () => {
  const impersonated = buildClient();
  const asAdmin = { ...impersonated, impersonating: true };
  beforeEach(() => vi.mocked(reloadPage).mockClear());

  it("restores the admin's session and reloads on the page where they started", async () => {
    const { user, server } = renderApp('/settings', {
      user: asAdmin,
      session: { impersonator: { token: 'admin-token', id: 1, returnTo: '/site-management/settings?tab=2' } },
      api: { 'POST /api/logout/': { status: 204 } },
    });
    expect(
      await screen.findByText('You are impersonating Ada Lovelace (ada@example.com)'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Stop impersonating' }));

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(readSession()).toEqual({ token: 'admin-token', id: 1 });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/site-management/settings?tab=2');
    expect(server.callsTo('POST /api/logout/')[0]?.headers.get('Authorization')).toBe(`Token ${TEST_TOKEN}`);
  });

  it('logs out when no admin session is stored', async () => {
    const { user, router } = renderApp('/settings', {
      user: asAdmin,
      api: { 'POST /api/logout/': { status: 204 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Stop impersonating' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readSession()).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('is not shown to a user acting as themselves', async () => {
    renderApp('/settings', { user: impersonated });
    await screen.findByRole('heading', { name: 'Settings' });
    expect(screen.queryByText(/You are impersonating/)).not.toBeInTheDocument();
  });
});

describe('daily reflection reminder', () => {
  const SURVEYS = '/api/clients/surveys/';
  const openToday: FakeRoutes = {
    [`GET ${SURVEYS}`]: { body: pageOf([buildReflectionEntry({ completed_at: null })]) },
  };
  /** Lets the shell load the user and ask whatever it asks. */
  const settle = async () => {
    await screen.findByRole('navigation', { name: 'Main menu' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  };
  const renderAs = (user: User, path = '/settings', api: FakeRoutes = openToday) =>
    renderApp(path, { user, api });

  it('reminds a client of an open reflection once, with a link to it that closes after 10 s', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { user, router } = renderAs(buildClient());
    expect(await screen.findByText(REMINDER_TITLE)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: REMINDER_ACTION });
    expect(link).toHaveAttribute('href', '/daily-reflection');
    expect(queriesTo(SURVEYS).map((query) => Object.fromEntries(query))).toEqual([
      { status: 'open', limit: '1' },
    ]);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title: REMINDER_TITLE, autoClose: REFLECTION_REMINDER_MS }),
    );

    // Once per page load: moving on asks nothing more and shows nothing more.
    await act(() => router.navigate('/goals'));
    await screen.findByRole('heading', { name: 'Goals' });
    expect(queriesTo(SURVEYS)).toHaveLength(1);
    expect(show.mock.calls.filter(([notice]) => notice.title === REMINDER_TITLE)).toHaveLength(1);

    await user.click(screen.getByRole('link', { name: REMINDER_ACTION }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/daily-reflection'));
    await waitFor(() => expect(screen.queryByText(REMINDER_TITLE)).not.toBeInTheDocument());
  });

  it('says nothing when no reflection is open', async () => {
    renderAs(buildClient(), '/settings', { [`GET ${SURVEYS}`]: { body: pageOf([]) } });
    await settle();
    await waitFor(() => expect(queriesTo(SURVEYS)).toHaveLength(1));
    expect(screen.queryByText(REMINDER_TITLE)).not.toBeInTheDocument();
  });

  it('is not shown to an admin impersonating a client', async () => {
    renderAs({ ...buildClient(), impersonating: true });
    await settle();
    expect(queriesTo(SURVEYS)).toHaveLength(0);
    expect(screen.queryByText(REMINDER_TITLE)).not.toBeInTheDocument();
  });

  it('is not shown to a coach', async () => {
    renderAs(buildCoach());
    await settle();
    expect(queriesTo(SURVEYS)).toHaveLength(0);
    expect(screen.queryByText(REMINDER_TITLE)).not.toBeInTheDocument();
  });

  it('is not shown to a client without daily reflections', async () => {
    renderAs(buildClient({ allow_self_reflect: false }));
    await settle();
    expect(queriesTo(SURVEYS)).toHaveLength(0);
  });

  it('is not shown on the reflection screen itself', async () => {
    renderAs(buildClient(), '/daily-reflection/tok-20', {
      ...openToday,
      'GET /api/clients/surveys/tok-20/': { status: 404, body: { detail: 'Not found.' } },
    });
    await settle();
    expect(await screen.findByText('Not found.')).toBeInTheDocument();
    expect(queriesTo(SURVEYS)).toHaveLength(0);
    expect(screen.queryByText(REMINDER_TITLE)).not.toBeInTheDocument();
  });
});

describe('real-time connection', () => {
  it('is opened once for a logged-in session, with its token, and closed at log out', async () => {
    const sockets = fakeConnection(io);
    const { router } = renderApp('/settings', {
      user: buildClient(),
      api: { 'POST /api/logout/': { status: 204 } },
    });
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(sockets.opened.map((socket) => socket.token)).toEqual([TEST_TOKEN]);

    await act(() => router.navigate('/logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sockets.last.closed).toBe(true);
    expect(sockets.opened).toHaveLength(1);
  });

  it('is not opened for a visitor', async () => {
    const sockets = fakeConnection(io);
    renderApp('/');
    await within(screen.getByRole('banner')).findByRole('link', { name: 'Login' });
    expect(sockets.opened).toHaveLength(0);
  });
});

describe('client chat button', () => {
  it('sits in the header beside the help button, over nothing of the page', async () => {
    fakeConnection(io);
    renderApp('/settings', {
      user: buildClient(),
      api: {
        'GET /api/coaches/messaging-rooms/info/': { body: {} },
        'GET /api/clients/surveys/': { body: pageOf([]) },
      },
    });
    const header = screen.getByRole('banner');
    const chat = await within(header).findByRole('button', { name: CHAT_BUTTON_LABEL });
    const help = within(header).getByRole('button', { name: 'Help' });
    // Chat, help, then the avatar, in reading order.
    const order = [chat, help, within(header).getByRole('button', { name: /account menu/ })];
    for (let i = 1; i < order.length; i++)
      expect(
        order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    expect(
      within(screen.getByTestId('page')).queryByRole('button', { name: 'Help' }),
    ).not.toBeInTheDocument();
  });

  it('shows the help button to a visitor too, in the header', async () => {
    renderApp('/');
    expect(
      await within(screen.getByRole('banner')).findByRole('button', { name: 'Help' }),
    ).toBeInTheDocument();
  });
});
