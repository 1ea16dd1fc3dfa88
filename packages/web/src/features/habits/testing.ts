// Test helpers for the coach's view of a client's habits: builders following the API contract
// and a small commitments server.
import type {
  CategoryProgress,
  ClientExercise,
  ClientHabit,
  Commitment,
  CommitmentWrite,
  Note,
  TemplateExercise,
} from '@tandem/shared';
import type { FakeResponse, FakeRoutes } from '../../test/fake-api';
import { pageOf } from '../../test/fake-requests';

/** A client's habit: Mondays, Wednesdays and Fridays at 7:30 in the morning. */
export function buildClientHabit(overrides: Partial<ClientHabit> = {}): ClientHabit {
  return {
    id: 1,
    name: 'Morning walk',
    description: 'Walk around the block',
    why: 'To wake up',
    visualization: 'Sun on my face',
    color: '#40c057',
    days_of_week: [0, 2, 4],
    time: '07:30:00',
    active: true,
    created_at: '2025-01-01T12:00:00Z',
    ...overrides,
  };
}

/** A shared note on a task. */
export function buildNote(overrides: Partial<Note> = {}): Note {
  return {
    id: 1,
    title: 'Felt good',
    text: 'Easier than yesterday',
    private: false,
    task: 10,
    lesson: null,
    created_at: '2025-03-04T12:00:00Z',
    modified_at: '2025-03-04T12:00:00Z',
    ...overrides,
  };
}

/** An open exercise of the client's history, due on 4 March 2025. */
export function buildClientExercise(overrides: Partial<ClientExercise> = {}): ClientExercise {
  return {
    id: 1,
    due_at: '2025-03-04',
    completed_at: null,
    ignored: false,
    short_description: 'Three breaths',
    description: 'Breathe in slowly three times',
    color: '#228be6',
    previous_notes: [],
    attachment: null,
    source: 'scheduled',
    created_at: '2025-03-04T08:00:00Z',
    ...overrides,
  };
}

/** Progress in one area of focus over the last seven days. */
export function buildCategoryProgress(overrides: Partial<CategoryProgress> = {}): CategoryProgress {
  return { id: 1, name: 'Mindfulness', color: '#7950f2', completed: 1, due: 2, percent: 50, ...overrides };
}

/** An exercise of the library, in area 1 of program 1. */
export function buildTemplateExercise(overrides: Partial<TemplateExercise> = {}): TemplateExercise {
  return {
    id: 1,
    short_description: 'Three breaths',
    description: 'Breathe in slowly three times',
    how: '',
    why: '',
    lesson: null,
    buffer: 0,
    available_for: 1,
    always: false,
    themes: [1],
    only_on: [],
    active: true,
    owner: 3,
    editable: true,
    area: { id: 1, name: 'Mindfulness', color: '#7950f2' },
    resources: [],
    created_at: '2025-01-01T12:00:00Z',
    ...overrides,
  };
}

/** A commitment of client 21, asked by coach 3. */
export function buildCommitment(overrides: Partial<Commitment> = {}): Commitment {
  return {
    id: 1,
    client: 21,
    title: 'Call your sister',
    description: '',
    due_date: '2025-03-10',
    assigned_by: 3,
    completed_at: null,
    created_at: '2025-03-01T12:00:00Z',
    ...overrides,
  };
}

/** The fake API routes by path only, so every id a test may reach gets its own route. */
const ID_SPACE = 50;

/** A small commitments server following the contract: list, create (today by default) and delete. */
export function commitmentsServer(initial: Commitment[]) {
  const commitments: Commitment[] = structuredClone(initial);
  let nextId = Math.max(0, ...commitments.map((commitment) => commitment.id)) + 1;

  const routes: FakeRoutes = {
    'GET /api/coaches/commitments/': () => ({ body: pageOf(commitments) }),
    'POST /api/coaches/commitments/': (call): FakeResponse => {
      const input = call.body as CommitmentWrite;
      if (!input.title?.trim()) return { status: 400, body: { title: ['This field may not be blank.'] } };
      const created: Commitment = {
        id: nextId++,
        client: input.client,
        title: input.title.trim(),
        description: input.description ?? '',
        due_date: input.due_date ?? '2025-03-04',
        assigned_by: 3,
        completed_at: null,
        created_at: new Date().toISOString(),
      };
      commitments.push(created);
      return { status: 201, body: created };
    },
  };
  for (let id = 1; id <= ID_SPACE; id += 1) {
    routes[`DELETE /api/coaches/commitments/${id}/`] = () => {
      const index = commitments.findIndex((commitment) => commitment.id === id);
      if (index < 0) return { status: 404, body: { detail: 'Not found.' } };
      commitments.splice(index, 1);
      return { status: 204 };
    };
  }
  return { routes, commitments };
}

/**
 * What the Habits tab asks for, each answering an empty list unless a test overrides it; the
 * client summary is client 21's.
 */
export function emptyHabitsTabRoutes(clientId = 21): FakeRoutes {
  return {
    'GET /api/coaches/client-habits/': { body: pageOf([]) },
    'GET /api/coaches/client-exercises/': { body: pageOf([]) },
    [`GET /api/coaches/clients/${clientId}/current_progress/`]: { body: [] },
    'GET /api/coaches/commitments/': { body: pageOf([]) },
  };
}
