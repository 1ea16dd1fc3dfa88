import { memo } from 'react';
import { Badge, NavLink, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { User } from '@tandem/shared';
import { useMessaging, useUnreadMessageCount } from '../../features/messaging';
import { LOGOUT_PATH } from '../routes';
import { CHAT_ICON, LOG_OUT_ICON, MENU_ICONS } from './menu-icons';
import { chatMenuItemFor, menuSectionsFor, type MenuItem } from './menu-items';

/** A menu item's icon: decorative, the label names the item. */
function iconOf(Icon: (typeof MENU_ICONS)[string] | undefined) {
  return Icon ? <Icon size={20} stroke={1.6} aria-hidden /> : undefined;
}

/** The client's chat item goes before the pages every user has (Settings). */
const SETTINGS_PATH = '/settings';

/**
 * The side drawer: the coach menu in its parts (menu-items.ts) or the client's (with their chat),
 * then 'Log Out'. Memoized: the shell's other answers (its branding) leave its links as they are
 * (issue 21).
 */
export const SideMenu = memo(function SideMenu({ user, onNavigate }: { user: User; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const { clientChat } = useMessaging();
  const sections = menuSectionsFor(user);
  const chat = chatMenuItemFor(user);

  const link = (item: MenuItem) =>
    item.disabled ? (
      <NavLink
        py={6}
        key={item.path}
        component="div"
        label={item.label}
        leftSection={iconOf(MENU_ICONS[item.path])}
        disabled
        aria-disabled="true"
      />
    ) : (
      <NavLink
        py={6}
        key={item.path}
        component={Link}
        to={item.path}
        label={item.label}
        leftSection={iconOf(MENU_ICONS[item.path])}
        rightSection={item.path === MESSAGES_PATH ? <UnreadBadge /> : undefined}
        active={pathname === item.path}
        onClick={onNavigate}
      />
    );
  const chatItem =
    chat &&
    (chat.disabled ? (
      <NavLink
        py={6}
        key="chat"
        component="div"
        label={chat.label}
        leftSection={iconOf(CHAT_ICON)}
        disabled
        aria-disabled="true"
      />
    ) : (
      <NavLink
        py={6}
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

  /** A part's links; the client's chat goes before the pages every user has (Settings). */
  const links = (items: MenuItem[]) => {
    const chatAt = chatItem ? items.findIndex((item) => item.path === SETTINGS_PATH) : -1;
    if (chatAt < 0) return [...items.map(link), chatItem];
    return [...items.slice(0, chatAt).map(link), chatItem, ...items.slice(chatAt).map(link)];
  };

  return (
    <Stack gap={2} component="nav" aria-label="Main menu">
      {sections.map((section) =>
        section.label ? (
          <Stack key={section.label} gap={2} mt="xs" role="group" aria-labelledby={sectionId(section.label)}>
            <Text id={sectionId(section.label)} size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={2}>
              {section.label}
            </Text>
            {links(section.items)}
          </Stack>
        ) : (
          links(section.items)
        ),
      )}
      <NavLink py={6} component={Link} to={LOGOUT_PATH} label="Log Out" leftSection={iconOf(LOG_OUT_ICON)} />
    </Stack>
  );
});

const sectionId = (label: string) => `menu-section-${label.toLowerCase()}`;

/** The coach's Messages item links here, and shows their unread count wherever they are. */
const MESSAGES_PATH = '/messages';

/** The coach's unread messages beside Messages (issue 45: they showed on the Messages page only). */
function UnreadBadge() {
  const unread = useUnreadMessageCount();
  if (unread === 0) return null;
  return (
    <Badge size="sm" color="red" circle={unread < 10}>
      <span aria-hidden>{unread}</span>
      <VisuallyHidden>{`${unread} unread`}</VisuallyHidden>
    </Badge>
  );
}
