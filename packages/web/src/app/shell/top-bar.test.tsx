import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from '@tandem/shared';
import { buildClient } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { initialsOf } from './avatar-button';
import { TopBar } from './top-bar';

const renderBar = (branding = DEFAULT_BRANDING) =>
  renderWithProviders(
    <TopBar branding={branding} user={buildClient()} loggedIn menuOpened={false} onToggleMenu={() => {}} />,
  );

describe('the top bar', () => {
  it("opens the account's menu from the avatar: Settings and Log Out, one tap from every page", async () => {
    const { user } = renderBar();
    // Its name holds the initials it shows (WCAG 2.5.3, label in name).
    const avatar = screen.getByRole('button', { name: 'AL: account menu of Ada Lovelace' });
    expect(avatar).toHaveTextContent('AL');
    await user.click(avatar);
    // Both shown by the dropdown at once (jsdom closes a Mantine menu soon after it opens, which a
    // browser does not: checked in e2e/white-label).
    const [settings, logOut] = await Promise.all([
      screen.findByRole('menuitem', { name: 'Settings' }),
      screen.findByRole('menuitem', { name: 'Log Out' }),
    ]);
    expect(settings).toHaveAttribute('href', '/settings');
    expect(logOut).toHaveAttribute('href', '/logout');
  });

  it("shows the brand's name where it has no logo, and names the logo by it", () => {
    renderBar({ ...DEFAULT_BRANDING, name: 'Okafor Coaching' });
    expect(
      within(screen.getByRole('link', { name: 'Okafor Coaching' })).getByText('Okafor Coaching'),
    ).toBeInTheDocument();
    renderBar({ ...DEFAULT_BRANDING, name: 'Lee Wellness', logo: '/media/lee.png' });
    expect(screen.getByRole('img', { name: 'Lee Wellness' })).toHaveAttribute('src', '/media/lee.png');
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('  cher ')).toBe('C');
    expect(initialsOf('Mary Ann Evans')).toBe('MA');
  });
});
