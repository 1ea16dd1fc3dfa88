import { useState, type CSSProperties } from 'react';
import { AppShell, em } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet, useMatches } from 'react-router';
import { appIconUrl, choosesOwnPlan, MOBILE_BREAKPOINT_PX, type User } from '@tandem/shared';
import { NewVersionNotice } from '../../features/app-version';
import { useBranding, useBrandInHead, useBrandSubDomain } from '../../features/branding';
import { ReflectionReminder } from '../../features/daily-reflection';
import { ClientChatWindow } from '../../features/messaging';
import { MessagingProvider } from '../../features/messaging';
import { messagingRole } from '../../features/messaging';
import { FirstRunTour } from '../../features/help';
import { InstallPrompt, OfflineBanner } from '../../features/install';
import { HelpButton } from '../../features/support';
import { useCurrentUser } from '../../features/users';
import { usePageViews } from '../../lib/analytics';
import { RealtimeProvider } from '../../lib/socket';
import type { Session } from '../../lib/session';
import type { PageHandle } from '../routes';
import { ImpersonationBanner } from './impersonation-banner';
import { CHOOSE_PLAN_PATH, PlanStandingBanner } from './plan-standing-banner';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import { UpgradeModal } from './upgrade-modal';

const MIN_HEADER_HEIGHT = 60;
/** Where the menu is a drawer, off-screen until the burger opens it: Mantine's own query for it. */
export const MENU_DRAWER_QUERY = `(max-width: ${em(MOBILE_BREAKPOINT_PX - 0.1)})`;
const HEADER_PADDING = 16;

/**
 * The layout around every page, inside the session's real-time connection (opened only while
 * logged in) and its messaging: top bar, side drawer (logged in), banner, help button, the
 * client's chat window, notices (a new app version; the daily reflection reminder, which decides
 * itself whom it reminds) and the coach's first-run tour (which decides itself whether it is due).
 */
export function MainShell() {
  const { session, user } = useCurrentUser();
  return (
    <RealtimeProvider token={session?.token ?? null}>
      <MessagingProvider user={user ?? null}>
        <ShellLayout session={session} user={user} />
      </MessagingProvider>
    </RealtimeProvider>
  );
}

function ShellLayout({ session, user }: { session: Session | null; user: User | undefined }) {
  const branding = useBranding(user);
  const [menuOpened, menu] = useDisclosure(false);
  // A shut drawer is inert, so its links are neither tabbed to nor read while off-screen, and
  // its links are drawn only once it first opens: the first screen on a phone lays out a third
  // fewer elements (issue 21). Once drawn they stay, so it closes with its contents.
  const drawer = useMediaQuery(MENU_DRAWER_QUERY, false, { getInitialValueInEffect: false });
  const menuShut = drawer && !menuOpened;
  const [menuDrawn, setMenuDrawn] = useState(!menuShut);
  if (!menuShut && !menuDrawn) setMenuDrawn(true);
  usePageViews();
  // The tab, the browser's bars and the app installed from here wear the brand: the signed-in
  // person's company's ('' for none), else the address's.
  const brandSubDomain = useBrandSubDomain(user);
  const page = useMatches().findLast((match) => (match.handle as PageHandle | undefined)?.title);
  useBrandInHead(branding, brandSubDomain, (page?.handle as PageHandle | undefined)?.title);

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
          actions={(color) => (
            <>
              {user && messagingRole(user) === 'client' && <ClientChatWindow color={color} />}
              <HelpButton color={color} />
            </>
          )}
        />
      </AppShell.Header>
      {user && (
        <AppShell.Navbar p="xs" inert={menuShut}>
          {/* Scrolls on its own, so Log Out is in reach on a short screen too (a native scroll:
              Mantine's ScrollArea would weigh on every page's first load). */}
          <AppShell.Section grow style={{ overflowY: 'auto' }}>
            {menuDrawn && <SideMenu user={user} onNavigate={menu.close} />}
          </AppShell.Section>
        </AppShell.Navbar>
      )}
      <AppShell.Main style={background} data-testid="page">
        <OfflineBanner />
        {user?.impersonating && <ImpersonationBanner user={user} />}
        {user && <PlanStandingBanner coachPlan={user.coach_plan} impersonating={user.impersonating} />}
        <Outlet />
      </AppShell.Main>
      <NewVersionNotice />
      <UpgradeModal
        plansPath={user && !user.impersonating && choosesOwnPlan(user.coach_plan) ? CHOOSE_PLAN_PATH : null}
      />
      {user && <ReflectionReminder key={`reminder-${user.id}`} user={user} />}
      {user && <FirstRunTour key={`tour-${user.id}`} user={user} />}
      {user && (
        <InstallPrompt
          appName={branding.name}
          iconUrl={appIconUrl(brandSubDomain ?? null, branding, 'icon-192.png')}
        />
      )}
    </AppShell>
  );
}
