import type { ClientSummary } from '@tandem/shared';
import { presentClientProfile } from '../accounts/accounts.presenter';
import type { ClientSummaryRow } from './clients.repo';

/** A client as the coach's dashboard and client detail show them. */
export function presentClientSummary(row: ClientSummaryRow): ClientSummary {
  return {
    id: row.user.id,
    first_name: row.user.firstName,
    last_name: row.user.lastName,
    email: row.user.email,
    image: row.user.image,
    last_login: row.user.lastLogin ? row.user.lastLogin.toISOString() : null,
    habit_program: row.habitProgram,
    pulse_survey: row.pulseSurvey,
    // Completed / due exercises and reflections of the last seven days. Nothing records either
    // yet: until the habit and pulse modules do, every client has done 0 of what was due.
    seven_day_totals: { momentum: 0, pulse: 0 },
    client_profile: presentClientProfile(row.profile),
  };
}
