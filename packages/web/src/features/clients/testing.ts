// Test helpers for the features that show the coach's clients (dashboard, client detail, cohorts).
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
