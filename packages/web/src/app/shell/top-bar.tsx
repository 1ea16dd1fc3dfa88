import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Anchor, Burger, Group, Image, Text } from '@mantine/core';
import { Link } from 'react-router';
import { textColorOn, type User } from '@tandem/shared';
import type { Branding } from '../../features/branding';
import { AvatarButton } from './avatar-button';

const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));

interface TopBarProps {
  branding: Branding;
  user: User | undefined;
  loggedIn: boolean;
  menuOpened: boolean;
  onToggleMenu: () => void;
  /** Buttons before the avatar (help, chat), drawn in the header text's colour. */
  actions?: (color: string) => ReactNode;
}

/**
 * Logo (or the brand's name), the drawer's burger on small screens, and the avatar or a 'Login' link. Text
 * and burger are black or white, whichever reads better on the owner's header colour (shared
 * contrast rule: at least 4.5:1 on any colour).
 */
export function TopBar({ branding, user, loggedIn, menuOpened, onToggleMenu, actions }: TopBarProps) {
  const text = textColorOn(branding.header_color);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      {/* The brand's name may be long: it takes what room the buttons leave, on one line. */}
      <Group wrap="nowrap" miw={0} style={{ flex: 1 }}>
        {user && (
          <Burger
            opened={menuOpened}
            onClick={onToggleMenu}
            hiddenFrom="xs"
            size="sm"
            color={text}
            aria-label="Toggle menu"
          />
        )}
        <Anchor component={Link} to="/" underline="never" c={text} miw={0}>
          {branding.logo ? (
            <Image src={branding.logo} h={branding.logo_height} w="auto" fit="contain" alt={branding.name} />
          ) : (
            <Text component="span" fw={700} size="xl" truncate="end" display="block">
              {branding.name}
            </Text>
          )}
        </Anchor>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {actions?.(text)}
        {user && <AccountMenuButton user={user} />}
        {!loggedIn && (
          <Anchor component={Link} to="/" c={text} fw={600}>
            Login
          </Anchor>
        )}
      </Group>
    </Group>
  );
}

/**
 * The avatar opens the account's menu: Settings and Log Out, so leaving is one tap away on every
 * page (the settings page has no log-out of its own). The menu's code (Mantine's Menu and
 * Floating UI) loads on the first tap, not with every page (issue 21's first-load budget).
 */
function AccountMenuButton({ user }: { user: User }) {
  const [wanted, setWanted] = useState(false);
  const plain = <AvatarButton user={user} onClick={() => setWanted(true)} />;
  if (!wanted) return plain;
  return (
    <Suspense fallback={plain}>
      <AccountMenu user={user} />
    </Suspense>
  );
}
