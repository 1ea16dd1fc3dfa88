import { Menu } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { User } from '@tandem/shared';
import { LOGOUT_PATH } from '../routes';
import { accountName, AvatarButton } from './avatar-button';

/** The account's menu, open from its first showing (the avatar was tapped to load it). */
export function AccountMenu({ user }: { user: User }) {
  return (
    <Menu position="bottom-end" withinPortal={false} defaultOpened>
      <Menu.Target>
        <AvatarButton user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{accountName(user)}</Menu.Label>
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
