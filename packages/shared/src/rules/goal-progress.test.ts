import { describe, expect, it } from 'vitest';
import {
  canCompleteGoal,
  goalPercent,
  goalSteps,
  goalStepsText,
  nextToComplete,
  renumberMilestones,
  swapMilestones,
} from './goal-progress';

const m = (id: number, order: number, completed = false) => ({ id, order, completed });

describe('goalPercent', () => {
  it.each([
    [[], false, 0],
    [[], true, 100],
    [[m(1, 0, true)], false, 50],
    [[m(1, 0, true), m(2, 1)], false, 33],
    [[m(1, 0, true), m(2, 1, true)], false, 66],
    [[m(1, 0, true), m(2, 1, true)], true, 100],
    [[m(1, 0), m(2, 1), m(3, 2), m(4, 3), m(5, 4), m(6, 5)], false, 0],
  ])('%j, goal completed %s -> %i', (milestones, completed, percent) => {
    expect(goalPercent(milestones, completed)).toBe(percent);
  });
});

describe('goalStepsText', () => {
  const milestones = (done: number, total: number) =>
    Array.from({ length: total }, (_, index) => ({ completed: index < done }));
  it('counts the milestones as the client sees them, and names the goal as the last step', () => {
    expect(goalStepsText(milestones(1, 3), false)).toBe('1 of 3 milestones, then the goal');
    expect(goalStepsText(milestones(0, 1), false)).toBe('0 of 1 milestone, then the goal');
    expect(goalStepsText([], false)).toBe('One step: the goal itself');
    expect(goalStepsText(milestones(3, 3), true)).toBe('Goal complete');
  });
});

describe('goalSteps', () => {
  it('counts each milestone and the goal itself as a step, with the same percent', () => {
    const fourWithTwoDone = [m(1, 0, true), m(2, 1, true), m(3, 2), m(4, 3)];
    expect(goalSteps(fourWithTwoDone, false)).toEqual({ done: 2, total: 5, percent: 40 });
    expect(goalSteps([m(1, 0, true), m(2, 1)], false)).toEqual({ done: 1, total: 3, percent: 33 });
    expect(goalSteps([], true)).toEqual({ done: 1, total: 1, percent: 100 });
  });
});

describe('completion rules', () => {
  it('completes the next incomplete milestone in order, then the goal', () => {
    const list = [m(1, 1), m(2, 0, true), m(3, 2)];
    expect(nextToComplete(list, false)).toEqual({ milestone: m(1, 1) });
    expect(nextToComplete([m(1, 0, true)], false)).toEqual({ goal: true });
    expect(nextToComplete([m(1, 0, true)], true)).toBeNull();
  });
  it('allows completing the goal only when every milestone is complete', () => {
    expect(canCompleteGoal([m(1, 0, true), m(2, 1)])).toBe(false);
    expect(canCompleteGoal([m(1, 0, true)])).toBe(true);
    expect(canCompleteGoal([])).toBe(true);
  });
});

describe('milestone ordering', () => {
  it('renumbers after a removal', () => {
    expect(renumberMilestones([m(3, 5), m(1, 0), m(2, 2)]).map((x) => [x.id, x.order])).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
    ]);
  });
  it('swaps a milestone with its neighbour, orders included', () => {
    const swapped = swapMilestones([m(1, 0), m(2, 1), m(3, 2)], 1, -1);
    expect(swapped.map((x) => [x.id, x.order])).toEqual([
      [2, 0],
      [1, 1],
      [3, 2],
    ]);
  });
  it('leaves the list alone at the ends', () => {
    expect(swapMilestones([m(1, 0), m(2, 1)], 0, -1).map((x) => x.id)).toEqual([1, 2]);
    expect(swapMilestones([m(1, 0), m(2, 1)], 1, 1).map((x) => x.id)).toEqual([1, 2]);
  });
});
