import {
  canOpenClientRoute,
  canOpenCoachRoute,
  clientHomePath,
  MESSAGES_FEATURE,
  type User,
} from '@tandem/shared';
import { OWNER_CAMPAIGNS_PATH } from '../../features/campaigns';
import { APP_ROUTES, type AppRoute } from '../routes';

export interface MenuItem {
  label: string;
  path: string;
  /** Shown dimmed and not clickable: the user's features do not grant the route. */
  disabled: boolean;
}

/**
 * The side drawer's links (before 'Log Out'). Coaches get the coach routes marked `inMenu`, and
 * owners the owner routes too (both granted by the plan's features, as their guards are).
 * Clients get each client route whose profile flag is on and that is marked `inMenu` or is their
 * home, then the other `inMenu` pages (settings; the outbox for staff). Links the features do not
 * grant are disabled.
 */
export function menuItemsFor(user: User): MenuItem[] {
  const item = (route: AppRoute, disabled: boolean): MenuItem => ({
    label: route.menuLabel,
    path: route.path,
    disabled,
  });
  if (user.has_coach_license) {
    return APP_ROUTES.flatMap((route) => {
      if (!route.inMenu) return [];
      if (route.guard === 'owner' && !user.is_owner) return [];
      return route.guard === 'coach' || route.guard === 'owner'
        ? [item(route, !canOpenCoachRoute(user.features, route.name))]
        : [];
    });
  }
  const profile = user.profile;
  const home = profile ? clientHomePath(profile.home) : null;
  return APP_ROUTES.flatMap((route) => {
    if (route.staffOnly && !user.is_staff) return [];
    if (route.guard === 'session' && route.inMenu) return [item(route, false)];
    if (route.guard !== 'client' || !profile?.[route.flag]) return [];
    if (!route.inMenu && route.path !== home) return [];
    return [item(route, !canOpenClientRoute(user.features, route.name))];
  });
}

/** A labelled part of the menu; the first, unlabelled one holds the pages opened most. */
export interface MenuSection {
  label: string | null;
  items: MenuItem[];
}

/**
 * The coach and owner menu in parts, by path (issue 45: a flat list of 22 items, "X" and "New X"
 * side by side, overflowed a laptop's screen). A list's "New" page is reached from the list's
 * own button. Owners get Business and Company; a path the user's menu lacks is left out, and so
 * is a part left empty.
 */
export const COACH_MENU_SECTIONS: readonly { label: string | null; paths: readonly string[] }[] = [
  { label: null, paths: ['/dashboard', '/messages'] },
  { label: 'Clients', paths: ['/client-onboarding', '/cohorts'] },
  { label: 'Programs', paths: ['/habit-programs', '/pulse-surveys'] },
  {
    label: 'Content',
    paths: ['/coach-courses', '/coach/assessment-library', '/coach/assessment-distribute'],
  },
  { label: 'Insights', paths: ['/coach/assessments'] },
  { label: 'Business', paths: ['/automated-registration', OWNER_CAMPAIGNS_PATH] },
  { label: 'Company', paths: ['/site-management/settings', '/site-management/company'] },
  { label: 'Help', paths: ['/getting-started'] },
];

/** The menu in parts: the coach's by COACH_MENU_SECTIONS, the client's as one. */
export function menuSectionsFor(user: User): MenuSection[] {
  const items = menuItemsFor(user);
  if (!user.has_coach_license) return [{ label: null, items }];
  const byPath = new Map(items.map((item) => [item.path, item]));
  return COACH_MENU_SECTIONS.map((section) => ({
    label: section.label,
    items: section.paths.flatMap((path) => byPath.get(path) ?? []),
  })).filter((section) => section.items.length > 0);
}

/** The client's 'Messages' item: it opens the chat window with their coach rather than a route. */
export interface ChatMenuItem {
  label: string;
  disabled: boolean;
}

/**
 * The client menu's 'Messages' item, for clients whose profile allows messaging; dimmed when their
 * features do not grant 'messages' (spec: "Messages needs permission 'messages'"). Null for coaches.
 */
export function chatMenuItemFor(user: User): ChatMenuItem | null {
  if (user.has_coach_license || !user.profile?.allow_messaging) return null;
  return { label: 'Messages', disabled: !canOpenClientRoute(user.features, MESSAGES_FEATURE) };
}
