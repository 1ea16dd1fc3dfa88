import type { z } from 'zod';
import {
  HABIT_MESSAGES,
  type changeHabitProgramSchema,
  type OwnerSubscription,
  type TestSubscriptionEvent,
  type User,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import type { Actor } from '../../lib/auth';
import { fieldErrors, forbidden, invalidPk, nonFieldError, notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/pagination';
import { canOnUser } from '../accounts';
import { findUserFacts } from '../accounts';
import { getUser } from '../accounts';
import { liveAreaIdsOf, replaceChosenAreas } from '../areas-of-focus';
import { choosesAreas, chosenAreaCountProblem } from '../areas-of-focus';
import { findUsableHabitProgram } from '../catalog';
import { lockHabitProgram } from '../habit-programs';
import { canChangeHabitProgram } from './account-settings.policy';
import { presentClientSubscription, presentOwnerSubscription } from './account-settings.presenter';
import * as repo from './account-settings.repo';
import { findClientProfile } from '../../lib/access';
import {
  cancelProviderSubscription,
  paymentAccountOfCompany,
  paymentProvider,
  simulateSubscriptionEvent,
} from '../payments';

type ChangeHabitProgramInput = z.output<typeof changeHabitProgramSchema>;

export const NO_CLIENT_PROFILE = 'Only a client account has a habit program.';

/**
 * POST user/{id}/change_habit_program/ — the client's coach, or a licence holder for their own
 * profile, sets the habit program; the program must be one the actor may use (their own or
 * their company's). The profile gets the program's pulse survey when it has none yet.
 * The areas of focus that come with it:
 * - when the program assigns all areas, `areas_of_focus` is ignored and the chosen areas are
 *   cleared (every area is the client's);
 * - otherwise each must be a live area of that program (areaNotInProgram), without repeats
 *   (the schema: duplicateAreas); none at all clears the choice (the client picks later on
 *   /pick-areas-of-focus), more than the maximum is maxAreas, fewer is chooseAllAreas;
 * - the program and the chosen areas are written in one transaction, with the program locked
 *   (shared) so that it cannot be deleted meanwhile.
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
  const profile = await findClientProfile(ctx.db, { userId: id });
  if (!profile) throw nonFieldError(NO_CLIENT_PROFILE);

  const program = await findUsableHabitProgram(ctx.db, actor, input.habit_program);
  if (!program) throw fieldErrors({ habit_program: [invalidPk(input.habit_program)] });
  const areaIds = choosesAreas(program) ? input.areas_of_focus : [];

  await ctx.db.transaction(async (tx) => {
    const locked = await lockHabitProgram(tx, program.id, 'share');
    if (!locked || locked.deleted) throw fieldErrors({ habit_program: [invalidPk(program.id)] });
    const live = await liveAreaIdsOf(tx, program.id, areaIds);
    if (areaIds.some((areaId) => !live.has(areaId)))
      throw fieldErrors({ areas_of_focus: [HABIT_MESSAGES.areaNotInProgram] });
    const problem = chosenAreaCountProblem(program, areaIds.length);
    if (problem) throw fieldErrors({ areas_of_focus: [problem] });
    await repo.setHabitProgram(tx, profile.id, program);
    await replaceChosenAreas(tx, id, areaIds);
  });
  return getUser(ctx, actor, id);
}

/** GET clients/subscriptions/ — the actor's own, newest first. */
export async function listClientSubscriptions(ctx: AppContext, actor: Actor, window: PageWindow) {
  const { rows, count } = await repo.listClientSubscriptions(ctx.db, actor.userId, window);
  return { count, results: rows.map(presentClientSubscription) };
}

/**
 * DELETE clients/subscriptions/{id}/ — marks the actor's subscription canceled; anyone else's is
 * 404. A paid one is canceled at the provider first, at once (decision 017), on the account it was
 * charged on: the company's connected account, or Tandem's own where the company has none (the
 * offline test provider sells without one). When the provider no longer has it there (the company
 * disconnected its account since), nothing can be charged through Tandem any more and only our
 * row is canceled. Should the database write fail after the provider's cancel, the provider's
 * customer.subscription.deleted webhook cancels the row.
 */
export async function cancelClientSubscription(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  const row = await repo.findClientSubscription(ctx.db, actor.userId, id);
  if (!row) throw notFound();
  let provider: { status: string } | null = null;
  if (row.providerSubscriptionId && !row.canceled) {
    const account = await paymentAccountOfCompany(ctx.db, row.companyId);
    const subscriptionId = row.providerSubscriptionId;
    if (await paymentProvider(ctx).retrieveSubscription({ account, subscriptionId }))
      provider = await cancelProviderSubscription(ctx, { account, subscriptionId, atPeriodEnd: false });
  }
  if (!(await repo.cancelClientSubscription(ctx.db, actor.userId, id, provider))) throw notFound();
}

/** GET owners/subscriptions/?current= — the actor's own company plans, newest first. */
export async function listOwnerSubscriptions(
  ctx: AppContext,
  actor: Actor,
  window: PageWindow,
  current: boolean | undefined,
) {
  const { rows, count } = await repo.listOwnerSubscriptions(ctx.db, actor.userId, window, current);
  const testMode = paymentProvider(ctx).kind === 'test';
  return { count, results: rows.map((row) => presentOwnerSubscription(row, testMode)) };
}

/**
 * POST owners/subscriptions/{id}/simulate/ — the offline test provider's control (test mode
 * only): renew one of the actor's paid plans now, charging the card on file (a card ending in
 * 0002 fails and the plan is past due; after a new card, a renewal recovers it), or end it as the
 * provider would after its retries. The event goes through the webhook's own path, so the plan's
 * standing and the coach's features follow as they would with Stripe. 404 for anyone else's
 * plan, a plan with nothing to pay, or with Stripe configured.
 */
export async function simulateOwnerSubscriptionEvent(
  ctx: AppContext,
  actor: Actor,
  id: number,
  event: TestSubscriptionEvent,
): Promise<OwnerSubscription> {
  if (actor.impersonatorId !== null) throw forbidden();
  const row = await repo.findOwnerSubscription(ctx.db, actor.userId, id);
  if (!row?.providerSubscriptionId) throw notFound();
  const done = await simulateSubscriptionEvent(ctx, {
    account: null,
    subscriptionId: row.providerSubscriptionId,
    event,
  });
  if (!done) throw notFound();
  return presentOwnerSubscription((await repo.findOwnerSubscription(ctx.db, actor.userId, id))!, true);
}

/**
 * DELETE owners/subscriptions/{id}/ — the plan stops renewing and runs until its scheduled
 * invoice date; anyone else's subscription is 404. A paid package (on Tandem's own account) is
 * set to cancel at the end of its period at the provider first, and its scheduled invoice date
 * becomes the provider's period end (decision 017).
 */
export async function cancelOwnerSubscription(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  const row = await repo.findOwnerSubscription(ctx.db, actor.userId, id);
  if (!row) throw notFound();
  const provider =
    row.providerSubscriptionId && row.renewing && !row.canceled
      ? await cancelProviderSubscription(ctx, {
          account: null,
          subscriptionId: row.providerSubscriptionId,
          atPeriodEnd: true,
        })
      : null;
  if (!(await repo.stopOwnerSubscriptionRenewing(ctx.db, actor.userId, id, provider))) throw notFound();
}
