import type { z } from 'zod';
import {
  CLIENT_MESSAGES,
  clientFeatureProblems,
  clientUploadRequestSchema,
  type ClientFeatureProblem,
} from '@tandem/shared';
import { fieldErrors } from '../../lib/errors';

export type ParsedUpload = z.output<typeof clientUploadRequestSchema>;
export type FieldErrors = Record<string, string[]>;

/** Name fields are labelled in row messages; an e-mail message names its field already. */
const ROW_FIELD_LABELS: Record<string, string> = { first_name: 'First name', last_name: 'Last name' };

/**
 * One row's message, as the coach reads it under the upload form: the 1-based row number (the
 * CSV's data rows, header excluded) and the e-mail as typed, so a row can be found in the file.
 * `Row 3 (jane@x.test): Enter a valid email address.`
 */
export function rowMessage(index: number, email: string, message: string, field?: string): string {
  const label = field ? ROW_FIELD_LABELS[field] : undefined;
  return `Row ${index + 1} (${email}): ${label ? `${label}: ` : ''}${message}`;
}

function rawEmail(body: unknown, index: number): string {
  const rows = (body as { clients?: unknown } | null)?.clients;
  const row = Array.isArray(rows) ? (rows[index] as { email?: unknown } | null) : null;
  return typeof row?.email === 'string' ? row.email.trim() : '';
}

/**
 * Validates an upload body with the shared schema, answering like DRF but with row numbers:
 * every problem of a row is a message in `clients` naming the row; a problem of the profile's
 * fields answers on the field itself (`home`, `assigned_pulse_survey`, ...), as the feature rules do.
 */
export function parseClientUpload(body: unknown): ParsedUpload {
  const parsed = clientUploadRequestSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  for (const issue of parsed.error.issues) {
    const [first, second, third] = issue.path;
    if (first === 'clients' && typeof second === 'number') {
      add(
        'clients',
        rowMessage(
          second,
          rawEmail(body, second),
          issue.message,
          typeof third === 'string' ? third : undefined,
        ),
      );
    } else if (first === 'profile' && typeof second === 'string') {
      add(second, issue.message);
    } else {
      add(typeof first === 'string' ? first : 'non_field_errors', issue.message);
    }
  }
  throw fieldErrors(errors);
}

/** The Client Onboarding screen's words for each feature-rule problem, on the field it concerns. */
const ONBOARDING_WORDING: Record<ClientFeatureProblem, [field: string, message: string]> = {
  missing_habit_program: ['habit_program', CLIENT_MESSAGES.selectHabitProgram],
  missing_pulse_survey: ['assigned_pulse_survey', CLIENT_MESSAGES.selectPulseSurvey],
  home_not_enabled: ['home', CLIENT_MESSAGES.homeMustBeEnabled],
};

/**
 * The feature rules (daily exercises need a habit program, self reflect a pulse survey, the home
 * page must be a feature that is on), worded as the onboarding screen words them.
 */
export function featureRuleErrors(input: ParsedUpload): FieldErrors {
  const problems = clientFeatureProblems({
    ...input.profile,
    habit_program: input.habit_program,
    pulse_survey: input.profile.assigned_pulse_survey,
  });
  const errors: FieldErrors = {};
  for (const problem of problems) {
    const [field, message] = ONBOARDING_WORDING[problem];
    (errors[field] ??= []).push(message);
  }
  return errors;
}

/** What the database says about each e-mail of the upload that already has an account. */
export interface ExistingAccount {
  email: string;
  /** The coach of this account's client profile, if it is a client. */
  coachId: number | null;
}

export interface RowSorting {
  /** Rows to invite (first occurrence of each e-mail without an account). */
  invite: ParsedUpload['clients'];
  /** E-mails of the coach's own clients: reported, not invited. */
  alreadyClients: string[];
  /** Row messages that reject the whole batch. */
  rowErrors: string[];
}

/**
 * Sorts the rows by what exists already: the same e-mail twice in the list is an error on every
 * later occurrence; an e-mail of one of this coach's clients (active or deactivated) is reported
 * in `already_clients`; an e-mail of any other account is an error (an account belongs to one
 * coach, and the invitee could not sign up with it anyway).
 */
export function sortRows(
  rows: ParsedUpload['clients'],
  existing: ExistingAccount[],
  coachId: number,
): RowSorting {
  const accounts = new Map(existing.map((a) => [a.email, a]));
  const seen = new Set<string>();
  const result: RowSorting = { invite: [], alreadyClients: [], rowErrors: [] };
  rows.forEach((row, index) => {
    if (seen.has(row.email)) {
      result.rowErrors.push(rowMessage(index, row.email, CLIENT_MESSAGES.duplicateRow));
      return;
    }
    seen.add(row.email);
    const account = accounts.get(row.email);
    if (!account) result.invite.push(row);
    else if (account.coachId === coachId) result.alreadyClients.push(row.email);
    else result.rowErrors.push(rowMessage(index, row.email, CLIENT_MESSAGES.emailHasAccount));
  });
  return result;
}
