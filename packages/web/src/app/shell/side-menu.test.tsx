import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@tandem/shared';
import { buildClient, buildCoach, buildUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { menuItemsFor, menuSectionsFor } from './menu-items';
import { SideMenu } from './side-menu';

function renderMenu(user: User, unread: Record<string, number> = {}) {
  return renderWithProviders(<SideMenu user={user} onNavigate={() => {}} />, {
    api: { 'GET /api/coaches/messaging-rooms/info/': { body: unread } },
  });
}

const linkNames = () => screen.getAllByRole('link').map((link) => link.textContent);

describe('side menu', () => {
  it('gives a client their home route, the built pages, Settings and Log Out, but no links to unbuilt pages', async () => {
    renderMenu(buildClient({ home: 'progress' }));
    expect(await screen.findByRole('link', { name: 'Progress' })).toHaveAttribute('href', '/progress');
    expect(linkNames()).toEqual([
      'Daily Exercises',
      'Daily Reflection',
      'Reflection History',
      'Goals',
      'Progress',
      'Courses',
      'Journal',
      'Assessments',
      'Settings',
      'Log Out',
    ]);
    expect(screen.getByRole('link', { name: 'Assessments' })).toHaveAttribute('href', '/c/assessments');
    expect(screen.getByRole('link', { name: 'Log Out' })).toHaveAttribute('href', '/logout');
  });

  it("gives a client who may message a 'Messages' item before Settings that opens the chat, not a route", async () => {
    renderMenu(buildClient());
    const messages = await screen.findByRole('button', { name: 'Messages' });
    expect(messages).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Messages' })).not.toBeInTheDocument();
    const settings = screen.getByRole('link', { name: 'Settings' });
    expect(messages.compareDocumentPosition(settings) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Journal' }).compareDocumentPosition(messages)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it("dims the 'Messages' item when the client's features do not grant 'messages'", async () => {
    renderMenu(buildClient({}, { client_features: ['goals'] }));
    const item = await screen.findByText('Messages');
    expect(screen.queryByRole('button', { name: 'Messages' })).not.toBeInTheDocument();
    expect(item.closest('[data-disabled]')).toHaveAttribute('aria-disabled', 'true');
  });

  it("gives no 'Messages' item to a client whose profile does not allow messaging", async () => {
    renderMenu(buildClient({ allow_messaging: false }));
    await screen.findByRole('link', { name: 'Settings' });
    expect(screen.queryByText('Messages')).not.toBeInTheDocument();
  });

  it('hides a route whose profile flag is off', async () => {
    renderMenu(buildClient({ home: 'goals', allow_goals: false }));
    expect(await screen.findByRole('link', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByText('Goals')).not.toBeInTheDocument();
  });

  it("shows a route the client's features do not grant, dimmed and not clickable", async () => {
    renderMenu(buildClient({ home: 'courses' }, { client_features: ['goals'] }));
    const item = await screen.findByText('Courses');
    expect(screen.queryByRole('link', { name: 'Courses' })).not.toBeInTheDocument();
    expect(item.closest('[data-disabled]')).toHaveAttribute('aria-disabled', 'true');
  });

  it('gives a coach the coach menu in parts, each list reached once (its "New" page from the list)', async () => {
    renderMenu(buildCoach());
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(linkNames()).toEqual([
      'Dashboard',
      'Messages',
      'Client Onboarding',
      'Cohorts',
      'Habit Programs',
      'Pulse Surveys',
      'Courses',
      'Assessment Library',
      'Send Assessments',
      'Assessment Results',
      'Getting Started',
      'Log Out',
    ]);
    const part = (name: string) => screen.getByRole('group', { name });
    expect(
      within(part('Clients'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Client Onboarding', 'Cohorts']);
    expect(within(part('Content')).getByRole('link', { name: 'Courses' })).toHaveAttribute(
      'href',
      '/coach-courses',
    );
    expect(screen.queryByRole('group', { name: 'Company' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
  });

  it("gives an owner Business and Company, and leaves no page of the owner's menu out of its parts", async () => {
    const owner = buildCoach({}, { is_owner: true });
    renderMenu(owner);
    await screen.findByRole('group', { name: 'Company' });
    expect(
      within(screen.getByRole('group', { name: 'Business' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Subscription Plans', 'Campaigns']);
    const inParts = menuSectionsFor(owner).flatMap((section) => section.items);
    expect(inParts).toEqual(expect.arrayContaining(menuItemsFor(owner)));
    expect(inParts).toHaveLength(menuItemsFor(owner).length);
  });

  it("shows the coach's unread messages beside Messages, wherever they are", async () => {
    renderMenu(buildCoach(), { '4': 2, '9': 1 });
    const messages = await screen.findByRole('link', { name: /^Messages/ });
    await waitFor(() => expect(messages).toHaveTextContent(/3 unread/));
    expect(messages).toHaveAccessibleName(/^Messages\s*3 unread$/);
  });

  it('disables a coach route the features do not grant', async () => {
    renderMenu(buildCoach({ coach_features: ['cohorts'] }));
    const item = await screen.findByText('Dashboard');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(item.closest('[data-disabled]')).toBeInTheDocument();
  });

  it.each([
    ['a client', () => buildClient()],
    ['an owner who is staff', () => buildCoach({}, { is_owner: true, is_staff: true })],
  ])('gives every item of the menu of %s an icon, hidden from screen readers', async (_who, build) => {
    renderMenu(build());
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const items = [...nav.querySelectorAll('a, button, [aria-disabled="true"]')];
    expect(items.length).toBeGreaterThan(3);
    for (const item of items) {
      const icon = item.querySelector('svg');
      expect(icon, `${item.textContent} has an icon`).not.toBeNull();
      expect(icon).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('gives a user with neither licence nor profile Settings and Log Out', async () => {
    renderMenu(buildUser());
    await screen.findByRole('link', { name: 'Settings' });
    expect(linkNames()).toEqual(['Settings', 'Log Out']);
  });

  it('gives staff the impersonation picker and the outbox', async () => {
    renderMenu(buildUser({ is_staff: true }));
    await screen.findByRole('link', { name: 'Outbox' });
    expect(linkNames()).toEqual(['Impersonate', 'Outbox', 'Settings', 'Log Out']);
  });

  it('gives an owner the coach menu plus the site-management pages', async () => {
    renderMenu(buildCoach({}, { is_owner: true }));
    await screen.findByRole('link', { name: 'Site Settings' });
    const names = linkNames();
    for (const name of ['Dashboard', 'Campaigns', 'Subscription Plans', 'Site Settings', 'Company'])
      expect(names).toContain(name);
  });

  it('gives a coach who owns no company no site-management pages', async () => {
    renderMenu(buildCoach());
    await screen.findByRole('link', { name: 'Dashboard' });
    expect(linkNames()).not.toContain('Site Settings');
    expect(linkNames()).not.toContain('Company');
  });
});
