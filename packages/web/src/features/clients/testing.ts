// Test helpers for the features that show the coach's clients (dashboard, client detail, cohorts).
import { vi } from 'vitest';
import type { ClientSummary } from '@tandem/shared';
import { buildProfile } from '../../test/factories';

/** A client as `GET coaches/clients/` lists them: active, every feature on, habit program 1. */
export function buildClientSummary(overrides: Partial<ClientSummary> = {}): ClientSummary {
  const id = overrides.id ?? 21;
  return {
    id,
    first_name: 'Jane',
    last_name: 'Doe',
    email: `client${id}@example.com`,
    image: null,
    last_login: null,
    habit_program: { id: 1, name: 'Thrive' },
    pulse_survey: { id: 1, name: 'Daily Pulse' },
    seven_day_totals: { momentum: 0, pulse: 0 },
    client_profile: buildProfile({ id: id + 100, coach: 3 }),
    ...overrides,
  };
}

/**
 * Lets Mantine's Select dropdowns open in jsdom. There every element measures 0 × 0 and so does
 * the viewport, which floating-ui's `hide` middleware reads as a detached target, so the options
 * get `display: none`. Giving elements a box inside a 1024 × 768 viewport (restored after each
 * test) avoids that. (`<MantineProvider env="test">` in the test render would make this moot.)
 */
export function giveElementsABox() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(10, 10, 200, 30));
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1024);
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(768);
}
