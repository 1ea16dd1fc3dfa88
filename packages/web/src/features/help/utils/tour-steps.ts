import { canOpenCoachRoute, type User } from '@tandem/shared';

/** `/getting-started?welcome=true` opens the welcome modal (where a new coach lands). */
export const WELCOME_PARAM = 'welcome';

/** Whether the address asks for the welcome modal. */
export const isWelcome = (params: URLSearchParams) => params.get(WELCOME_PARAM) === 'true';

/** One step of the first-run tour; a step with a screen opens it behind the tour. */
export interface TourStep {
  title: string;
  text: string;
  /** The coach route shown during the step: its path and its name (for the coach's features). */
  screen?: { path: string; routeName: string };
}

export const TOUR_STEPS: readonly TourStep[] = [
  {
    title: 'A quick tour',
    text: 'Here is a one-minute look at the screens you will use most. They are all in the menu on the left (behind the menu button on a small screen).',
  },
  {
    title: 'Your dashboard',
    text: "Your clients at a glance: each card shows a client's habit program, last login and how their momentum and pulse went over the last seven days. Open a card for their goals, reflections, courses and habits.",
    screen: { path: '/dashboard', routeName: 'dashboard' },
  },
  {
    title: 'Client Onboarding',
    text: 'Invite clients by e-mail, one by one or from a CSV file, and choose what they may use, their home page, habit program and pulse survey. Pending invitations are listed beside the form.',
    screen: { path: '/client-onboarding', routeName: 'clientOnboarding' },
  },
  {
    title: 'Habit programs',
    text: 'A habit program holds areas of focus, each with its exercises. Every day your clients receive a few exercises drawn from the areas they chose.',
    screen: { path: '/habit-programs', routeName: 'HabitProgramList' },
  },
  {
    title: 'Messages',
    text: 'Talk with your clients here: start a conversation with any of them, and new messages arrive as they are sent.',
    screen: { path: '/messages', routeName: 'messages' },
  },
  {
    title: 'Getting Started',
    text: 'Six short videos show these tasks and a few more step by step. They stay here whenever you need them.',
    screen: { path: '/getting-started', routeName: 'gettingStarted' },
  },
];

/** The tour's steps for this coach: a screen their features do not grant is left out. */
export function tourStepsFor(user: User): TourStep[] {
  return TOUR_STEPS.filter((step) => !step.screen || canOpenCoachRoute(user.features, step.screen.routeName));
}

/**
 * Whether the first-run tour is due: an onboarded coach who has not finished or skipped it, in their own
 * session (someone acting as them must not use it up).
 */
export function tourIsDue(user: User): boolean {
  // A coach who just signed up is still setting up their company on /new-user: the tour waits
  // for them to finish onboarding.
  return user.has_coach_license && user.onboarded && !user.tour_completed && !user.impersonating;
}
