// Test helpers for the areas-of-focus screens: programs and areas as the client API gives them.
import type { AreaOfFocus, ClientAreaOfFocus, ClientHabitProgram } from '@tandem/shared';
import type { FakeRoutes } from '../../test/fake-api';
import { pageOf } from '../../test/fake-requests';

/** A program that lets the client choose 3 areas. */
export function buildClientProgram(overrides: Partial<ClientHabitProgram> = {}): ClientHabitProgram {
  return {
    id: 1,
    name: 'Foundations of Wellbeing',
    assign_all: false,
    max_number_of_allowed_groups: 3,
    daily_exercises: 3,
    ...overrides,
  };
}

export function buildClientArea(overrides: Partial<ClientAreaOfFocus> & Pick<ClientAreaOfFocus, 'id'>) {
  return { name: `Area ${overrides.id}`, color: '#228be6', ...overrides };
}

/** An area of `programId` as the coach API gives it. */
export function buildCoachArea(
  overrides: Partial<AreaOfFocus> & Pick<AreaOfFocus, 'id'>,
  programId = 1,
): AreaOfFocus {
  return {
    name: `Area ${overrides.id}`,
    color: '#228be6',
    public: true,
    areas_of_focus: [programId],
    ordering: 0,
    exercises_count: 4,
    editable: true,
    ...overrides,
  };
}

/** Five areas, as the starter program has them. */
export const STARTER_AREAS: ClientAreaOfFocus[] = [
  buildClientArea({ id: 11, name: 'Sleep & Energy', color: '#4c6ef5' }),
  buildClientArea({ id: 12, name: 'Movement', color: '#12b886' }),
  buildClientArea({ id: 13, name: 'Mindfulness', color: '#7950f2' }),
  buildClientArea({ id: 14, name: 'Connection', color: '#fd7e14' }),
  buildClientArea({ id: 15, name: 'Focus & Purpose', color: '#e64980' }),
];

/** The client's program (none when null) and the areas of it to pick from. */
export function areasRoutes(
  program: ClientHabitProgram | null,
  areas: ClientAreaOfFocus[] = STARTER_AREAS,
): FakeRoutes {
  return {
    'GET /api/clients/habit-programs/': { body: pageOf(program ? [program] : []) },
    'GET /api/clients/area-of-growths/': { body: pageOf(areas) },
  };
}
