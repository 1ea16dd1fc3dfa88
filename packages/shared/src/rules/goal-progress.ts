/** What the goal rules need of a milestone. */
export interface MilestoneState {
  id: number;
  order: number;
  completed: boolean;
}

/**
 * Goal percent (spec coach side section 4): (completed milestones + 1 if the goal is completed)
 * / (milestones + 1), as a percentage truncated to an integer.
 */
export function goalPercent(milestones: readonly { completed: boolean }[], goalCompleted: boolean): number {
  const done = milestones.filter((m) => m.completed).length + (goalCompleted ? 1 : 0);
  return Math.trunc((done * 100) / (milestones.length + 1));
}

/**
 * A goal's progress as steps: each milestone is one, and so is the goal itself (so 2 of 4
 * milestones done is 2 of 5 steps, 40 %). The ring's percent and the words beside it both come
 * from here, so they always agree.
 */
export function goalSteps(
  milestones: readonly { completed: boolean }[],
  goalCompleted: boolean,
): { done: number; total: number; percent: number } {
  const done = milestones.filter((m) => m.completed).length + (goalCompleted ? 1 : 0);
  return { done, total: milestones.length + 1, percent: goalPercent(milestones, goalCompleted) };
}

/**
 * What the ring's words say: the milestones as the client counts them, and the goal itself as
 * the last step the percent counts ("1 of 3 milestones, then the goal" beside 25 %; "1 of 4
 * steps" read as a miscount, issue 45).
 */
export function goalStepsText(milestones: readonly { completed: boolean }[], goalCompleted: boolean): string {
  if (goalCompleted) return 'Goal complete';
  if (milestones.length === 0) return 'One step: the goal itself';
  const done = milestones.filter((m) => m.completed).length;
  return `${done} of ${milestones.length} ${milestones.length === 1 ? 'milestone' : 'milestones'}, then the goal`;
}

/** A goal can be completed only once every milestone is. */
export const canCompleteGoal = (milestones: readonly { completed: boolean }[]) =>
  milestones.every((m) => m.completed);

/**
 * What the complete button completes: the next incomplete milestone in order, else the goal
 * itself (null when the goal is already complete).
 */
export function nextToComplete<M extends MilestoneState>(
  milestones: readonly M[],
  goalCompleted: boolean,
): { milestone: M } | { goal: true } | null {
  const next = [...milestones].sort((a, b) => a.order - b.order).find((m) => !m.completed);
  if (next) return { milestone: next };
  return goalCompleted ? null : { goal: true };
}

/** Milestones in order with positions 0..n-1 (after a removal the rest close the gap). */
export function renumberMilestones<M extends { order: number }>(milestones: readonly M[]): M[] {
  return [...milestones].sort((a, b) => a.order - b.order).map((m, index) => ({ ...m, order: index }));
}

/** Swaps the milestone at `index` with its neighbour (`direction` -1 up, +1 down); orders swap too. */
export function swapMilestones<M extends { order: number }>(
  milestones: readonly M[],
  index: number,
  direction: -1 | 1,
): M[] {
  const list = renumberMilestones(milestones);
  const other = index + direction;
  if (index < 0 || other < 0 || index >= list.length || other >= list.length) return list;
  const a = list[index]!;
  const b = list[other]!;
  list[index] = { ...b, order: a.order };
  list[other] = { ...a, order: b.order };
  return list;
}
