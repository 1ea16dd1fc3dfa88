import type { ReactNode } from 'react';
import { ActionIcon, Anchor, Avatar, Burger, Group, Image, Menu, Text } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { textColorOn, type User } from '@tandem/shared';
import type { Branding } from '../../features/branding';
import { LOGOUT_PATH } from '../routes';

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
        {user && <AccountMenu user={user} />}
        {!loggedIn && (
          <Anchor component={Link} to="/" c={text} fw={600}>
            Login
          </Anchor>
        )}
      </Group>
    </Group>
  );
}

/** The initials an avatar shows for a name (Mantine's rule: the first letters of two words). */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/**
 * The avatar opens the account's menu: Settings and Log Out, so leaving is one tap away on every
 * page (the settings page has no log-out of its own). Its name holds the initials it shows
 * (WCAG 2.5.3, label in name).
 */
function AccountMenu({ user }: { user: User }) {
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  return (
    <Menu position="bottom-end" withinPortal={false}>
      <Menu.Target>
        <ActionIcon
          variant="transparent"
          size={38}
          radius="xl"
          aria-label={`${initialsOf(name)}: account menu of ${name}`}
        >
          <Avatar src={user.image} name={name} color="initials" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} aria-hidden />}>
          Settings
        </Menu.Item>
        <Menu.Item component={Link} to={LOGOUT_PATH} leftSection={<IconLogout size={16} aria-hidden />}>
          Log Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
