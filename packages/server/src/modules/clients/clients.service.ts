import { requireCoach } from '../../lib/policy';
import {
  type AllowFlag,
  MESSAGES,
  type ClientListQuery,
  type ClientPatch,
  type ClientProfilePatch,
  type ClientSummary,
  MOMENTUM_DAYS,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import type { Actor } from '../../lib/auth';
import { fieldErrors, invalidPk, notFound, violatesUnique } from '../../lib/errors';
import { decodeCursor, encodeCursor, type PageWindow } from '../../lib/pagination';
import { emailTakenByOther, updateUser, withSessionRevocation } from '../accounts';
import { presentClientProfile } from '../accounts';
import { findUsableHabitProgram, findUsablePulseSurvey } from '../catalog';
import { clientSettingsErrors, maySeeProgress } from './clients.policy';
import { coachesClient, findClientProfile, loadCoachedClient } from '../../lib/access';
import * as repo from './clients.repo';
import { presentCategoryProgress, presentClientSummary } from './clients.presenter';

/*
 * Rules of the progress figures:
 * - Momentum (`seven_day_totals.momentum`) is completed ÷ due tasks, exercises and habit days
 *   alike, due over the client's last MOMENTUM_DAYS local days (today included), by due day; a
 *   skipped task is due and not completed; 0 when nothing was due. It is computed inside the list
 *   query, for the whole page at once.
 * - Pulse (`seven_day_totals.pulse`) is answered ÷ given reflections over the same seven local
 *   days, by the reflection's day; 0 when none was given; computed in the list query too.
 * - The list's `client_profile__assigned_pulse_survey` keeps the clients with that survey
 *   assigned, on top of the filter (the pulse survey page's assigned clients).
 * - Progress per area of focus counts exercises only (habit days belong to no area): over the
 *   last MOMENTUM_DAYS local days for the coach (current_progress), all time for the client and
 *   their coach (category_complete); percents are truncated. Areas deleted since still count.
 * - current_progress is the client's coach's only (other coaches 404); category_complete is the
 *   user's own and their coach's (anyone else 404).
 */

/** The actor's client's profile; anyone else's client (or no client) answers 404. */
async function coachedProfile(ctx: AppContext, actor: Actor, by: { profileId: number } | { userId: number }) {
  requireCoach(actor);
  return loadCoachedClient(ctx.db, actor, by);
}

async function summaryOf(ctx: AppContext, userId: number): Promise<ClientSummary> {
  const row = await repo.findClientSummary(ctx.db, userId);
  if (!row) throw notFound();
  return presentClientSummary(row);
}

/**
 * One page of the coach's own clients (the dashboard). In the `-last_login` order a page asked by
 * limit and offset also gives the cursor its `next` link carries (see listClientsOfCoach); a
 * page asked by page number keeps page links. A cursor this server did not write, or one of
 * another order, answers 400 on `cursor`.
 */
export async function listClients(ctx: AppContext, actor: Actor, query: ClientListQuery, window: PageWindow) {
  requireCoach(actor);
  const cursor =
    query.cursor === undefined || window.byPage ? undefined : clientCursorOf(query.cursor, query.ordering);
  const { rows, count, after } = await repo.listClientsOfCoach(ctx.db, actor.userId, query, window, cursor);
  const nextCursor = window.byPage || after === undefined ? undefined : after && encodeClientCursor(after);
  return { count, results: rows.map(presentClientSummary), nextCursor };
}

/** A list cursor is its order, then the last login (null: never) and the user id it follows. */
const encodeClientCursor = (after: repo.ClientListCursor) =>
  encodeCursor([repo.KEYSET_ORDERING, after.lastLogin, after.id]);

/** A last login as keysetLogin writes it: UTC, to the microsecond. */
const KEYSET_LOGIN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Whether the time names a real instant (no 31 February), so PostgreSQL will read it. */
function isRealTime(iso: string): boolean {
  const time = new Date(iso);
  return !Number.isNaN(time.getTime()) && time.toISOString().slice(0, 19) === iso.slice(0, 19);
}

function clientCursorOf(text: string, ordering: ClientListQuery['ordering']): repo.ClientListCursor {
  const position = decodeCursor(text);
  const [cursorOrdering, lastLogin, id] = position ?? [];
  const valid =
    position?.length === 3 &&
    cursorOrdering === repo.KEYSET_ORDERING &&
    (ordering ?? repo.KEYSET_ORDERING) === repo.KEYSET_ORDERING &&
    (lastLogin === null ||
      (typeof lastLogin === 'string' && KEYSET_LOGIN.test(lastLogin) && isRealTime(lastLogin))) &&
    typeof id === 'number' &&
    Number.isSafeInteger(id);
  if (!valid) throw fieldErrors({ cursor: [MESSAGES.invalidCursor] });
  return { lastLogin: lastLogin as string | null, id: id as number };
}

/**
 * One of the coach's clients. The summary row holds the whole profile, so the coach check reads
 * it there: one statement instead of the profile's and then the summary's (the answer, a 404 for
 * anyone else's client included, is the same as coachedProfile's).
 */
export async function getClient(ctx: AppContext, actor: Actor, userId: number) {
  requireCoach(actor);
  const row = await repo.findClientSummary(ctx.db, userId);
  if (!row || !coachesClient(actor, row.profile)) throw notFound();
  return presentClientSummary(row);
}

/** Changes a client's e-mail and names; an e-mail already in use answers 400 on `email`. */
export async function updateClient(ctx: AppContext, actor: Actor, userId: number, patch: ClientPatch) {
  await coachedProfile(ctx, actor, { userId });
  const emailInUse = () => fieldErrors({ email: [MESSAGES.emailInUse] });
  if (patch.email !== undefined && (await emailTakenByOther(ctx.db, patch.email, userId))) throw emailInUse();
  try {
    await updateUser(ctx.db, userId, {
      email: patch.email,
      firstName: patch.first_name,
      lastName: patch.last_name,
    });
  } catch (error) {
    // Two requests racing for the same address: the unique index decides.
    if (violatesUnique(error, 'users_email_key')) throw emailInUse();
    throw error;
  }
  return summaryOf(ctx, userId);
}

const FLAG_COLUMNS = {
  allow_daily_exercises: 'allowDailyExercises',
  allow_self_reflect: 'allowSelfReflect',
  allow_goals: 'allowGoals',
  allow_progress: 'allowProgress',
  allow_courses: 'allowCourses',
  allow_journal: 'allowJournal',
  allow_assessments: 'allowAssessments',
  allow_messaging: 'allowMessaging',
} as const satisfies Record<AllowFlag, string>;

/**
 * Changes a client's features and assignments (the client settings tab), or reactivates them
 * with `deactivated: null`. A newly chosen habit program or pulse survey must be one the coach
 * may use. The merged settings must satisfy the feature rules; a patch that touches no feature
 * setting (reactivation alone) is not held to them, so an old profile can always be switched
 * back on.
 */
export async function updateClientProfile(
  ctx: AppContext,
  actor: Actor,
  profileId: number,
  patch: ClientProfilePatch,
) {
  const profile = await coachedProfile(ctx, actor, { profileId });
  const errors: Record<string, string[]> = {};
  if (patch.theme != null && patch.theme !== profile.theme) {
    if (!(await findUsableHabitProgram(ctx.db, actor, patch.theme))) errors.theme = [invalidPk(patch.theme)];
  }
  if (patch.assigned_pulse_survey != null && patch.assigned_pulse_survey !== profile.assignedPulseSurvey) {
    if (!(await findUsablePulseSurvey(ctx.db, actor, patch.assigned_pulse_survey)))
      errors.assigned_pulse_survey = [invalidPk(patch.assigned_pulse_survey)];
  }
  const { deactivated, ...settings } = patch;
  const touchesSettings = Object.values(settings).some((value) => value !== undefined);
  if (touchesSettings) {
    const current = presentClientProfile(profile);
    const merged = { ...current, ...definedOnly(settings) };
    const problems = clientSettingsErrors({
      ...merged,
      habit_program: merged.theme,
      pulse_survey: merged.assigned_pulse_survey,
    });
    for (const [field, messages] of Object.entries(problems)) errors[field] ??= messages;
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);

  const values: Partial<repo.ClientProfileRow> = {};
  if (settings.home !== undefined) values.home = settings.home;
  if (settings.theme !== undefined) values.theme = settings.theme;
  if (settings.assigned_pulse_survey !== undefined)
    values.assignedPulseSurvey = settings.assigned_pulse_survey;
  for (const [flag, column] of Object.entries(FLAG_COLUMNS)) {
    const value = settings[flag as keyof typeof FLAG_COLUMNS];
    if (value !== undefined) values[column] = value;
  }
  if (deactivated === null) values.deactivated = null;
  await repo.updateClientProfile(ctx.db, profileId, values);
  return summaryOf(ctx, profile.userId);
}

/**
 * Deactivates a client: marks the profile and ends their sessions in one transaction, so they
 * are shut out at once (login refuses them too). Deactivating again changes nothing.
 */
export async function deactivateClient(ctx: AppContext, actor: Actor, profileId: number) {
  const profile = await coachedProfile(ctx, actor, { profileId });
  // Their sessions are revoked; their open chats close too, on every process.
  await withSessionRevocation(ctx, async (tx, revoke) => {
    await repo.deactivateClientProfile(tx, profileId);
    await revoke({ userId: profile.userId });
  });
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** A client's completion per area of focus over their last seven local days, for their coach. */
export async function currentProgress(ctx: AppContext, actor: Actor, userId: number) {
  await coachedProfile(ctx, actor, { userId });
  return (await repo.categoryCounts(ctx.db, userId, MOMENTUM_DAYS)).map(presentCategoryProgress);
}

/** A user's completion per area of focus, all time: for the user themself and their coach. */
export async function categoryComplete(ctx: AppContext, actor: Actor, userId: number) {
  const profile = await findClientProfile(ctx.db, { userId });
  if (!maySeeProgress(actor, { userId, coachId: profile?.coachId ?? null })) throw notFound();
  return (await repo.categoryCounts(ctx.db, userId)).map(presentCategoryProgress);
}
