// Test helpers for the goals screens: goal builders and an in-memory goals server.
import {
  ACCOUNT_MESSAGES,
  goalPercent,
  renumberMilestones,
  type Goal,
  type GoalPatch,
  type Milestone,
  type MilestoneCreate,
  type MilestonePatch,
} from '@tandem/shared';
import type { FakeResponse, FakeRoutes } from '../../test/fake-api';
import { currentQuery, pageOf } from '../../test/fake-requests';

/** A milestone of `goal` at `order`. */
export function buildMilestone(
  overrides: Partial<Milestone> & Pick<Milestone, 'id' | 'goal' | 'order'>,
): Milestone {
  return { text: `Milestone ${overrides.id}`, completed: false, ...overrides };
}

/** A goal of user 7; its progress follows its milestones unless given. */
export function buildGoal(overrides: Partial<Goal> = {}): Goal {
  const milestones = overrides.milestones ?? [];
  const completed = overrides.completed ?? false;
  return {
    id: 1,
    user: 7,
    goal: 'Run a marathon',
    sacrifice: 'To prove I can',
    color: '#228be6',
    completed,
    abandoned: false,
    progress: goalPercent(milestones, completed),
    end_date: null,
    milestones,
    created_at: '2025-01-01T00:00:00Z',
    modified_at: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

/** The fake API routes by path only, so every id a test may reach gets its own route. */
const ID_SPACE = 200;

/**
 * A small goals server following the API contract for `side` ('clients' or 'coaches'): lists
 * (the coach's filtered by `progress__lt`), creates, completes, moves and removes, recomputing
 * progress; completing a goal with an open milestone answers the spec's 400.
 */
export function goalsServer(initial: Goal[], side: 'clients' | 'coaches' = 'clients') {
  const goals: Goal[] = structuredClone(initial);
  let nextGoalId = Math.max(0, ...goals.map((goal) => goal.id)) + 1;
  let nextMilestoneId = Math.max(100, ...goals.flatMap((goal) => goal.milestones.map((m) => m.id))) + 1;
  const notFound: FakeResponse = { status: 404, body: { detail: 'Not found.' } };

  const settle = (goal: Goal) => {
    goal.milestones = renumberMilestones(goal.milestones);
    goal.progress = goalPercent(goal.milestones, goal.completed);
  };
  const goalOf = (milestoneId: number) =>
    goals.find((goal) => goal.milestones.some((m) => m.id === milestoneId));

  const list = (): FakeResponse => {
    const below = currentQuery().get('progress__lt');
    const shown = goals.filter(
      (goal) => !goal.abandoned && (below === null || goal.progress < Number(below)),
    );
    return { body: pageOf(shown) };
  };

  const patchGoal = (id: number, patch: GoalPatch): FakeResponse => {
    const goal = goals.find((g) => g.id === id);
    if (!goal) return notFound;
    if (patch.completed && goal.milestones.some((m) => !m.completed)) {
      return { status: 400, body: { non_field_errors: [ACCOUNT_MESSAGES.completeMilestonesFirst] } };
    }
    Object.assign(goal, patch);
    settle(goal);
    return { body: goal };
  };

  const patchMilestone = (id: number, patch: MilestonePatch): FakeResponse => {
    const goal = goalOf(id);
    const milestone = goal?.milestones.find((m) => m.id === id);
    if (!goal || !milestone) return notFound;
    if (patch.text !== undefined) milestone.text = patch.text;
    if (patch.completed) milestone.completed = true;
    if (patch.order !== undefined) {
      const others = renumberMilestones(goal.milestones.filter((m) => m.id !== id));
      others.splice(patch.order, 0, milestone);
      goal.milestones = others.map((m, order) => ({ ...m, order }));
    }
    settle(goal);
    return { body: goal.milestones.find((m) => m.id === id) };
  };

  const routes: FakeRoutes = {
    [`GET /api/${side}/goals/`]: list,
    [`POST /api/${side}/goals/`]: ({ body }) => {
      const goal = buildGoal({ ...(body as Partial<Goal>), id: nextGoalId++, milestones: [] });
      goals.unshift(goal);
      return { status: 201, body: goal };
    },
    [`POST /api/${side}/milestones/`]: ({ body }) => {
      const input = body as MilestoneCreate;
      const goal = goals.find((g) => g.id === input.goal);
      if (!goal) return { status: 400, body: { goal: ['Invalid pk.'] } };
      const milestone = buildMilestone({
        id: nextMilestoneId++,
        goal: goal.id,
        text: input.text,
        order: input.order ?? goal.milestones.length,
      });
      goal.milestones.push(milestone);
      settle(goal);
      return { status: 201, body: milestone };
    },
  };
  for (let id = 1; id <= ID_SPACE; id++) {
    routes[`PATCH /api/${side}/goals/${id}/`] = ({ body }) => patchGoal(id, body as GoalPatch);
    routes[`DELETE /api/${side}/goals/${id}/`] = () => {
      const index = goals.findIndex((g) => g.id === id);
      if (index < 0) return notFound;
      goals.splice(index, 1);
      return { status: 204 };
    };
    routes[`PATCH /api/${side}/milestones/${id}/`] = ({ body }) => patchMilestone(id, body as MilestonePatch);
    routes[`DELETE /api/${side}/milestones/${id}/`] = () => {
      const goal = goalOf(id);
      if (!goal) return notFound;
      goal.milestones = goal.milestones.filter((m) => m.id !== id);
      settle(goal);
      return { status: 204 };
    };
  }
  return { routes, goals };
}
