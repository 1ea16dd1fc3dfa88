import type { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  canCompleteGoal,
  goalPercent,
  renumberMilestones,
  type coachGoalsQuerySchema,
  type goalCreateSchema,
  type goalPatchSchema,
  type milestoneCreateSchema,
  type milestonePatchSchema,
} from '@tandem/shared';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { nonFieldError, notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/pagination';
import { requireCoach } from '../../lib/policy';
import { mayManageGoal, type GoalSide } from './goals.policy';
import { coachesClient } from '../../lib/access';
import { presentGoal, presentGoals, presentMilestone } from './goals.presenter';
import * as repo from './goals.repo';
import type { GoalRow, GoalUpdate, GoalWithCoach, MilestoneRow } from './goals.repo';

type GoalCreate = z.output<typeof goalCreateSchema>;
type GoalPatch = z.output<typeof goalPatchSchema>;
type MilestoneCreate = z.output<typeof milestoneCreateSchema>;
type MilestonePatch = z.output<typeof milestonePatchSchema>;
type CoachGoalsQuery = z.output<typeof coachGoalsQuerySchema>;

/** The coach endpoints need a licence (403) before anything is looked up. */
function gate(actor: Actor, side: GoalSide) {
  if (side === 'coach') requireCoach(actor);
}

/** The client's own goals that are still in play (abandoning is how a client removes one). */
export async function listOwnGoals(ctx: AppContext, actor: Actor, window: PageWindow) {
  const { rows, count } = await repo.listGoals(ctx.db, { userId: actor.userId, abandoned: false }, window);
  return { count, results: presentGoals(rows, await repo.milestonesOf(ctx.db, ids(rows))) };
}

/** A client's goals for their coach, filtered as the client detail page asks; anyone else's is 404. */
export async function listClientGoals(
  ctx: AppContext,
  actor: Actor,
  query: CoachGoalsQuery,
  window: PageWindow,
) {
  requireCoach(actor);
  const coachId = await repo.coachOfClient(ctx.db, query.user);
  if (coachId === undefined || !coachesClient(actor, { coachId })) throw notFound();
  const filter = {
    userId: query.user,
    abandoned: query.abandoned === undefined ? undefined : query.abandoned === 'true',
    progressBelow: query.progress__lt,
  };
  const { rows, count } = await repo.listGoals(ctx.db, filter, window);
  return { count, results: presentGoals(rows, await repo.milestonesOf(ctx.db, ids(rows))) };
}

const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id);

/** A new goal of the client's own, without milestones yet (the wizard adds them one by one). */
export async function createGoal(ctx: AppContext, actor: Actor, input: GoalCreate) {
  const row = await repo.insertGoal(ctx.db, {
    userId: actor.userId,
    goal: input.goal,
    sacrifice: input.sacrifice,
    color: input.color,
    endDate: input.end_date ?? null,
    progress: goalPercent([], false),
  });
  return presentGoal(row, []);
}

interface GoalState {
  goal: GoalWithCoach;
  /** In order. */
  milestones: MilestoneRow[];
}

/**
 * One change to a goal the actor may manage, as one transaction: locks the goal (so concurrent
 * changes to its milestones run one after the other), applies the change, then stores the goal's
 * fields with `progress = goalPercent(...)` and a new `modified_at`.
 */
async function changeGoal(
  ctx: AppContext,
  actor: Actor,
  side: GoalSide,
  goalId: number,
  change: (tx: Tx, state: GoalState) => Promise<GoalUpdate | void>,
): Promise<{ goal: GoalRow; milestones: MilestoneRow[] }> {
  gate(actor, side);
  return ctx.db.transaction(async (tx) => {
    const goal = await repo.lockGoal(tx, goalId);
    if (!goal || !mayManageGoal(actor, side, goal)) throw notFound();
    const update = (await change(tx, { goal, milestones: await repo.milestonesOf(tx, [goalId]) })) ?? {};
    const milestones = await repo.milestonesOf(tx, [goalId]);
    const progress = goalPercent(milestones, update.completed ?? goal.completed);
    return { goal: await repo.updateGoal(tx, goalId, { ...update, progress }), milestones };
  });
}

/** Edits, completes (only once every milestone is complete) or abandons a goal. */
export async function updateGoal(
  ctx: AppContext,
  actor: Actor,
  side: GoalSide,
  id: number,
  input: GoalPatch,
) {
  const result = await changeGoal(ctx, actor, side, id, async (_tx, { milestones }) => {
    if (input.completed && !canCompleteGoal(milestones))
      throw nonFieldError(ACCOUNT_MESSAGES.completeMilestonesFirst);
    return {
      goal: input.goal,
      sacrifice: input.sacrifice,
      color: input.color,
      endDate: input.end_date,
      completed: input.completed,
      abandoned: input.abandoned,
    };
  });
  return presentGoal(result.goal, result.milestones);
}

/** Deletes a client's goal and its milestones (coach side only; a client abandons instead). */
export async function deleteGoal(ctx: AppContext, actor: Actor, id: number) {
  requireCoach(actor);
  await ctx.db.transaction(async (tx) => {
    const goal = await repo.lockGoal(tx, id);
    if (!goal || !mayManageGoal(actor, 'coach', goal)) throw notFound();
    await repo.deleteGoal(tx, id);
  });
}

/** The milestones in order with `item` placed at `position` (at most last), numbered 0..n-1. */
function placeAt(others: readonly MilestoneRow[], item: MilestoneRow, position: number): MilestoneRow[] {
  const list = renumberMilestones(others);
  list.splice(Math.min(position, list.length), 0, item);
  return list.map((m, order) => ({ ...m, order }));
}

/** Writes the orders in `wanted` that differ from those in `current`. */
async function storeOrders(tx: Tx, current: readonly MilestoneRow[], wanted: readonly MilestoneRow[]) {
  const before = new Map(current.map((m) => [m.id, m.order]));
  await repo.setMilestoneOrders(
    tx,
    wanted.filter((m) => before.get(m.id) !== m.order).map(({ id, order }) => ({ id, order })),
  );
}

/** Adds a milestone to a goal the actor may manage: last, or at `order` with the rest shifted down. */
export async function createMilestone(ctx: AppContext, actor: Actor, side: GoalSide, input: MilestoneCreate) {
  let created = 0;
  const result = await changeGoal(ctx, actor, side, input.goal, async (tx, { milestones }) => {
    const position = Math.min(input.order ?? milestones.length, milestones.length);
    const row = await repo.insertMilestone(tx, { goalId: input.goal, text: input.text, order: position });
    created = row.id;
    await storeOrders(tx, [...milestones, row], placeAt(milestones, row, position));
  });
  return presentMilestone(result.milestones.find((m) => m.id === created)!);
}

/**
 * Runs a change to one milestone inside its goal's transaction; a milestone of a goal the actor
 * may not manage (or one gone meanwhile) is 404.
 */
async function changeMilestone(
  ctx: AppContext,
  actor: Actor,
  side: GoalSide,
  id: number,
  change: (tx: Tx, milestone: MilestoneRow, all: MilestoneRow[]) => Promise<void>,
) {
  gate(actor, side);
  const goalId = await repo.goalIdOfMilestone(ctx.db, id);
  if (goalId === undefined) throw notFound();
  return changeGoal(ctx, actor, side, goalId, async (tx, { milestones }) => {
    const milestone = milestones.find((m) => m.id === id);
    if (!milestone) throw notFound();
    await change(tx, milestone, milestones);
  });
}

/** Renames, completes (one way) or moves a milestone; moving shifts the others to keep 0..n-1. */
export async function updateMilestone(
  ctx: AppContext,
  actor: Actor,
  side: GoalSide,
  id: number,
  input: MilestonePatch,
) {
  const result = await changeMilestone(ctx, actor, side, id, async (tx, milestone, all) => {
    await repo.updateMilestone(tx, id, { text: input.text, completed: input.completed });
    if (input.order === undefined) return;
    const others = all.filter((m) => m.id !== id);
    await storeOrders(tx, all, placeAt(others, milestone, input.order));
  });
  return presentMilestone(result.milestones.find((m) => m.id === id)!);
}

/** Removes a milestone; the rest close the gap. */
export async function deleteMilestone(ctx: AppContext, actor: Actor, side: GoalSide, id: number) {
  await changeMilestone(ctx, actor, side, id, async (tx, _milestone, all) => {
    await repo.deleteMilestone(tx, id);
    const rest = all.filter((m) => m.id !== id);
    await storeOrders(tx, rest, renumberMilestones(rest));
  });
}
