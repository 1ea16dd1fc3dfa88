import type { CSSProperties } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { useNewVersionNotice } from '../../features/app-version/hooks/use-new-version-notice';
import { useBranding } from '../../features/branding/hooks/use-branding';
import { ReflectionReminder } from '../../features/daily-reflection/components/reflection-reminder';
import { HelpButton } from '../../features/support/components/help-button';
import { useCurrentUser } from '../../features/users/hooks/use-current-user';
import { ImpersonationBanner } from './impersonation-banner';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import { UpgradeModal } from './upgrade-modal';

const MIN_HEADER_HEIGHT = 60;
const HEADER_PADDING = 16;

/**
 * The layout around every page: top bar, side drawer (logged in), banner, help button, notices
 * (a new app version; the daily reflection reminder, which decides itself whom it reminds).
 */
export function MainShell() {
  const { session, user } = useCurrentUser();
  const branding = useBranding();
  const [menuOpened, menu] = useDisclosure(false);
  useNewVersionNotice();

  const background: CSSProperties | undefined = branding.background_image
    ? {
        backgroundImage: `url(${JSON.stringify(branding.background_image)})`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }
    : undefined;

  return (
    <AppShell
      header={{ height: Math.max(MIN_HEADER_HEIGHT, branding.logo_height + HEADER_PADDING) }}
      navbar={user ? { width: 240, breakpoint: 'xs', collapsed: { mobile: !menuOpened } } : undefined}
      padding="md"
    >
      <AppShell.Header style={{ backgroundColor: branding.header_color }}>
        <TopBar
          branding={branding}
          user={user}
          loggedIn={session !== null}
          menuOpened={menuOpened}
          onToggleMenu={menu.toggle}
        />
      </AppShell.Header>
      {user && (
        <AppShell.Navbar p="xs">
          <SideMenu user={user} onNavigate={menu.close} />
        </AppShell.Navbar>
      )}
      <AppShell.Main style={background} data-testid="page">
        {user?.impersonating && <ImpersonationBanner user={user} />}
        <Outlet />
      </AppShell.Main>
      <HelpButton />
      <UpgradeModal />
      {user && <ReflectionReminder key={user.id} user={user} />}
    </AppShell>
  );
}
