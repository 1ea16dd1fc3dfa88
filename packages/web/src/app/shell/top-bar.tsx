import type { ReactNode } from 'react';
import { Anchor, Avatar, Burger, Group, Image, Text } from '@mantine/core';
import { Link } from 'react-router';
import { textColorOn, type User } from '@tandem/shared';
import type { Branding } from '../../features/branding';

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
        {user && (
          <Avatar
            component={Link}
            to="/settings"
            src={user.image}
            name={`${user.first_name} ${user.last_name}`}
            color="initials"
            aria-label="Settings"
          />
        )}
        {!loggedIn && (
          <Anchor component={Link} to="/" c={text} fw={600}>
            Login
          </Anchor>
        )}
      </Group>
    </Group>
  );
}
