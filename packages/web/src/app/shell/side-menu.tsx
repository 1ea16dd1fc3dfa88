import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { User } from '@tandem/shared';
import { useMessaging } from '../../features/messaging';
import { LOGOUT_PATH } from '../routes';
import { chatMenuItemFor, menuItemsFor, type MenuItem } from './menu-items';

/** The client's chat item goes before the pages every user has (Settings). */
const SETTINGS_PATH = '/settings';

/** The side drawer: the coach or client menu (with the client's chat), then 'Log Out'. */
export function SideMenu({ user, onNavigate }: { user: User; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const { clientChat } = useMessaging();
  const items = menuItemsFor(user);
  const chat = chatMenuItemFor(user);
  const chatAt = items.findIndex((item) => item.path === SETTINGS_PATH);

  const link = (item: MenuItem) =>
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
    );
  const chatItem =
    chat &&
    (chat.disabled ? (
      <NavLink key="chat" component="div" label={chat.label} disabled aria-disabled="true" />
    ) : (
      <NavLink
        key="chat"
        component="button"
        type="button"
        label={chat.label}
        onClick={() => {
          clientChat.open();
          onNavigate();
        }}
      />
    ));

  return (
    <Stack gap={2} component="nav" aria-label="Main menu">
      {items.slice(0, chatAt < 0 ? items.length : chatAt).map(link)}
      {chatItem}
      {chatAt >= 0 && items.slice(chatAt).map(link)}
      <NavLink component={Link} to={LOGOUT_PATH} label="Log Out" />
    </Stack>
  );
}
