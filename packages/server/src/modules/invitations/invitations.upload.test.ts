import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES, configureValidationMessages } from '@tandem/shared';
import { AppError } from '../../lib/errors';
import {
  featureRuleErrors,
  parseClientUpload,
  rowMessage,
  sortRows,
  type ParsedUpload,
} from './invitations.upload';

const profile = {
  home: 'goals',
  assigned_pulse_survey: null,
  allow_daily_exercises: false,
  allow_self_reflect: false,
  allow_goals: true,
  allow_progress: true,
  allow_courses: true,
  allow_journal: true,
  allow_assessments: true,
  allow_messaging: true,
} as const;
const body = (clients: unknown[], extra: Record<string, unknown> = {}) => ({
  clients,
  habit_program: null,
  profile,
  ...extra,
});

// The app installs these at start-up; a missing field then reads 'This field is required.'.
beforeAll(() => configureValidationMessages());

function errorsOf(input: unknown): Record<string, string[]> {
  try {
    parseClientUpload(input);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(400);
    return (error as AppError).body as Record<string, string[]>;
  }
  throw new Error('expected the upload to be refused');
}

describe('parseClientUpload', () => {
  it('normalises e-mails and applies the defaults', () => {
    const parsed = parseClientUpload(
      body([{ first_name: ' Ann ', last_name: 'Lee', email: ' Ann@X.Test ' }]),
    );
    expect(parsed.clients).toEqual([{ first_name: 'Ann', last_name: 'Lee', email: 'ann@x.test' }]);
    expect(parsed.default_courses).toBe(true);
    expect(parsed.courses).toEqual([]);
  });

  it('names the 1-based row and the e-mail as typed in every row message', () => {
    const errors = errorsOf(
      body([
        { first_name: 'Ann', last_name: 'Lee', email: 'ann@x.test' },
        { first_name: '', last_name: 'Bo', email: 'bo@x.test' },
        { first_name: 'Jane', last_name: 'Doe', email: ' jane@x ' },
      ]),
    );
    expect(errors).toEqual({
      clients: [
        'Row 2 (bo@x.test): First name: This field may not be blank.',
        'Row 3 (jane@x): Enter a valid email address.',
      ],
    });
  });

  it('reports a missing e-mail with empty parentheses, and a missing name as required', () => {
    expect(errorsOf(body([{ first_name: 'A', email: '' }]))).toEqual({
      clients: ['Row 1 (): Last name: This field is required.', 'Row 1 (): Enter a valid email address.'],
    });
  });

  it('answers profile problems on the field itself and list problems on clients', () => {
    expect(errorsOf(body([], { profile: { ...profile, home: 'nowhere' } }))).toEqual({
      clients: ['Add at least one client.'],
      home: [expect.any(String)],
    });
  });
});

describe('featureRuleErrors', () => {
  const upload = (
    overrides: Partial<ParsedUpload['profile']>,
    habitProgram: number | null = null,
  ): ParsedUpload => ({
    clients: [],
    habit_program: habitProgram,
    default_courses: true,
    courses: [],
    profile: { ...profile, ...overrides },
  });

  it('is empty when the settings are coherent', () => {
    expect(featureRuleErrors(upload({ allow_daily_exercises: true, home: 'daily_exercises' }, 3))).toEqual(
      {},
    );
  });

  it('words each problem as the onboarding screen does, on its field', () => {
    expect(
      featureRuleErrors(
        upload({ allow_daily_exercises: true, allow_self_reflect: true, allow_goals: false }),
      ),
    ).toEqual({
      habit_program: [CLIENT_MESSAGES.selectHabitProgram],
      assigned_pulse_survey: [CLIENT_MESSAGES.selectPulseSurvey],
      home: [CLIENT_MESSAGES.homeMustBeEnabled],
    });
  });
});

describe('sortRows', () => {
  const row = (email: string) => ({ first_name: 'A', last_name: 'B', email });

  it('invites new addresses, reports own clients, refuses other accounts and repeats', () => {
    const result = sortRows(
      [row('new@x.test'), row('mine@x.test'), row('theirs@x.test'), row('new@x.test'), row('coach@x.test')],
      [
        { email: 'mine@x.test', coachId: 7 },
        { email: 'theirs@x.test', coachId: 8 },
        { email: 'coach@x.test', coachId: null },
      ],
      7,
    );
    expect(result.invite).toEqual([row('new@x.test')]);
    expect(result.alreadyClients).toEqual(['mine@x.test']);
    expect(result.rowErrors).toEqual([
      rowMessage(2, 'theirs@x.test', CLIENT_MESSAGES.emailHasAccount),
      rowMessage(3, 'new@x.test', CLIENT_MESSAGES.duplicateRow),
      rowMessage(4, 'coach@x.test', CLIENT_MESSAGES.emailHasAccount),
    ]);
    expect(result.rowErrors[1]).toBe(
      'Row 4 (new@x.test): This email address appears more than once in the list.',
    );
  });
});
