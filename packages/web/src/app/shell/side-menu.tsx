import { memo } from 'react';
import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { User } from '@tandem/shared';
import { useMessaging } from '../../features/messaging';
import { LOGOUT_PATH } from '../routes';
import { CHAT_ICON, LOG_OUT_ICON, MENU_ICONS } from './menu-icons';
import { chatMenuItemFor, menuItemsFor, type MenuItem } from './menu-items';

/** A menu item's icon: decorative, the label names the item. */
function iconOf(Icon: (typeof MENU_ICONS)[string] | undefined) {
  return Icon ? <Icon size={20} stroke={1.6} aria-hidden /> : undefined;
}

/** The client's chat item goes before the pages every user has (Settings). */
const SETTINGS_PATH = '/settings';

/**
 * The side drawer: the coach or client menu (with the client's chat), then 'Log Out'. Memoized: the
 * shell's other answers (its branding) leave its links as they are (issue 21).
 */
export const SideMenu = memo(function SideMenu({ user, onNavigate }: { user: User; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const { clientChat } = useMessaging();
  const items = menuItemsFor(user);
  const chat = chatMenuItemFor(user);
  const chatAt = items.findIndex((item) => item.path === SETTINGS_PATH);

  const link = (item: MenuItem) =>
    item.disabled ? (
      <NavLink
        key={item.path}
        component="div"
        label={item.label}
        leftSection={iconOf(MENU_ICONS[item.path])}
        disabled
        aria-disabled="true"
      />
    ) : (
      <NavLink
        key={item.path}
        component={Link}
        to={item.path}
        label={item.label}
        leftSection={iconOf(MENU_ICONS[item.path])}
        active={pathname === item.path}
        onClick={onNavigate}
      />
    );
  const chatItem =
    chat &&
    (chat.disabled ? (
      <NavLink
        key="chat"
        component="div"
        label={chat.label}
        leftSection={iconOf(CHAT_ICON)}
        disabled
        aria-disabled="true"
      />
    ) : (
      <NavLink
        key="chat"
        component="button"
        type="button"
        label={chat.label}
        leftSection={iconOf(CHAT_ICON)}
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
      <NavLink component={Link} to={LOGOUT_PATH} label="Log Out" leftSection={iconOf(LOG_OUT_ICON)} />
    </Stack>
  );
});
