import { describe, expect, it } from 'vitest';
import { TOUR_STEPS } from '../features/help';
import { APP_ROUTES } from './routes';

describe("the first-run tour's screens", () => {
  it('are coach routes in the menu, named as the router names them (the features check the name)', () => {
    const screens = TOUR_STEPS.flatMap((step) => (step.screen ? [step.screen] : []));
    expect(screens.length).toBeGreaterThanOrEqual(4);
    for (const screen of screens) {
      const route = APP_ROUTES.find((candidate) => candidate.path === screen.path);
      expect(route, screen.path).toMatchObject({ guard: 'coach', inMenu: true, name: screen.routeName });
    }
  });
});
