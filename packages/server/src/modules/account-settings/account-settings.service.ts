import type { z } from 'zod';
import type { changeHabitProgramSchema, User } from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import type { Actor } from '../../lib/auth';
import { fieldErrors, forbidden, nonFieldError, notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/pagination';
import { canOnUser } from '../accounts/accounts.policy';
import { findUserFacts } from '../accounts/accounts.repo';
import { getUser } from '../accounts/accounts.service';
import { findUsableHabitProgram } from '../catalog/catalog.repo';
import { canChangeHabitProgram } from './account-settings.policy';
import { presentClientSubscription, presentOwnerSubscription } from './account-settings.presenter';
import * as repo from './account-settings.repo';

type ChangeHabitProgramInput = z.output<typeof changeHabitProgramSchema>;

export const UNKNOWN_AREA_OF_FOCUS = 'Unknown area of focus.';
export const NO_CLIENT_PROFILE = 'Only a client account has a habit program.';
const invalidPk = (id: number) => `Invalid pk "${id}" - object does not exist.`;

/**
 * POST user/{id}/change_habit_program/ — the client's coach, or a licence holder for their own
 * profile, sets the habit program; the program must be one the actor may use (their own or
 * their company's). The profile gets the program's pulse survey when it has none yet.
 * Areas of focus arrive with the habit module: until then any area id is unknown.
 */
export async function changeHabitProgram(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: ChangeHabitProgramInput,
): Promise<User> {
  const target = await findUserFacts(ctx.db, id);
  if (!target || !canOnUser(actor, 'read', target)) throw notFound();
  if (!canChangeHabitProgram(actor, target)) throw forbidden();
  const profile = await repo.findClientProfileByUser(ctx.db, id);
  if (!profile) throw nonFieldError(NO_CLIENT_PROFILE);

  const program = await findUsableHabitProgram(ctx.db, actor, input.habit_program);
  const errors: Record<string, string[]> = {};
  if (!program) errors.habit_program = [invalidPk(input.habit_program)];
  if (input.areas_of_focus.length > 0) errors.areas_of_focus = [UNKNOWN_AREA_OF_FOCUS];
  if (!program || Object.keys(errors).length > 0) throw fieldErrors(errors);

  await repo.setHabitProgram(ctx.db, profile.id, program);
  return getUser(ctx, actor, id);
}

/** GET clients/subscriptions/ — the actor's own, newest first. */
export async function listClientSubscriptions(ctx: AppContext, actor: Actor, window: PageWindow) {
  const { rows, count } = await repo.listClientSubscriptions(ctx.db, actor.userId, window);
  return { count, results: rows.map(presentClientSubscription) };
}

/** DELETE clients/subscriptions/{id}/ — marks the actor's subscription canceled; anyone else's is 404. */
export async function cancelClientSubscription(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  if (!(await repo.cancelClientSubscription(ctx.db, actor.userId, id))) throw notFound();
}

/** GET owners/subscriptions/?current= — the actor's own company plans, newest first. */
export async function listOwnerSubscriptions(
  ctx: AppContext,
  actor: Actor,
  window: PageWindow,
  current: boolean | undefined,
) {
  const { rows, count } = await repo.listOwnerSubscriptions(ctx.db, actor.userId, window, current);
  return { count, results: rows.map(presentOwnerSubscription) };
}

/**
 * DELETE owners/subscriptions/{id}/ — the plan stops renewing and runs until its scheduled
 * invoice date; anyone else's subscription is 404.
 */
export async function cancelOwnerSubscription(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  if (!(await repo.stopOwnerSubscriptionRenewing(ctx.db, actor.userId, id))) throw notFound();
}
