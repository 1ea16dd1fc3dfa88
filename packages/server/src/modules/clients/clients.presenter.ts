import {
  completionPercent,
  completionRatio,
  type CategoryProgress,
  type ClientSummary,
} from '@tandem/shared';
import { presentClientProfile } from '../accounts';
import type { CategoryCountRow, ClientSummaryRow } from './clients.repo';

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
    // Completed / due tasks and answered / given reflections of the last seven days.
    seven_day_totals: {
      momentum: completionRatio(row.momentum[0], row.momentum[1]),
      pulse: completionRatio(row.pulse[0], row.pulse[1]),
    },
    client_profile: presentClientProfile(row.profile),
  };
}

/** Completion in one area of focus. */
export function presentCategoryProgress(row: CategoryCountRow): CategoryProgress {
  return { ...row, percent: completionPercent(row.completed, row.due) };
}
