import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { User } from '@tandem/shared';
import { LOGOUT_PATH } from '../routes';
import { menuItemsFor } from './menu-items';

/** The side drawer: the coach or client menu, then 'Log Out'. */
export function SideMenu({ user, onNavigate }: { user: User; onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <Stack gap={2} component="nav" aria-label="Main menu">
      {menuItemsFor(user).map((item) =>
        item.disabled ? (
          <NavLink key={item.path} component="div" label={item.label} disabled aria-disabled="true" />
        ) : (
          <NavLink
            key={item.path}
            component={Link}
            to={item.path}
            label={item.label}
            active={pathname === item.path}
            onClick={onNavigate}
          />
        ),
      )}
      <NavLink component={Link} to={LOGOUT_PATH} label="Log Out" />
    </Stack>
  );
}
