// Test helpers for the daily exercise screen: task, habit and note builders and an in-memory
// server for clients/tasks, clients/habits, clients/notes and clients/exercise-history.
import { vi } from 'vitest';
import type { ClientHabit, ClientHabitWrite, Note, Task, TaskPatch } from '@tandem/shared';
import type { FakeResponse, FakeRoutes } from '../../test/fake-api';
import { currentQuery, pageOf } from '../../test/fake-requests';

/** The day the fake server calls today. */
export const TODAY = '2026-03-02';
/** Its weekday (a Monday). */
export const TODAY_WEEKDAY = 0;
/** What the fake server answers when no exercise is left to give. */
export const NO_MORE_EXERCISES = 'There are no more exercises for you today.';

/** An exercise task due today, from the 'Movement' area. */
export function buildExerciseTask(overrides: Partial<Task> & Pick<Task, 'id'>): Task {
  return {
    due_at: TODAY,
    available_until: TODAY,
    completed_at: null,
    ignored: false,
    template: {
      id: 100 + overrides.id,
      short_description: `Exercise ${overrides.id}`,
      description: 'Walk for ten minutes after lunch.',
      how: 'Put on your shoes and go round the block.',
      why: 'Light movement after a meal steadies your energy.',
      area: { id: 12, name: 'Movement', color: '#12b886' },
      resources: [],
    },
    habit: null,
    color: '#12b886',
    lesson: null,
    source: 'scheduled',
    attachment: null,
    created_at: `${TODAY}T10:00:00Z`,
    ...overrides,
  };
}

export function buildHabit(overrides: Partial<ClientHabit> & Pick<ClientHabit, 'id'>): ClientHabit {
  return {
    name: `Habit ${overrides.id}`,
    description: '',
    why: '',
    visualization: '',
    color: '#7950f2',
    days_of_week: [0, 1, 2, 3, 4],
    time: '07:30:00',
    active: true,
    created_at: '2026-01-01T10:00:00Z',
    ...overrides,
  };
}

/** Today's day of `habit`. */
export function buildHabitTask(habit: ClientHabit, overrides: Partial<Task> & Pick<Task, 'id'>): Task {
  return buildExerciseTask({ template: null, habit, color: habit.color, source: 'habit', ...overrides });
}

export function buildNote(overrides: Partial<Note> & Pick<Note, 'id'>): Note {
  return {
    title: `Note ${overrides.id}`,
    text: 'It went well.',
    private: false,
    task: null,
    lesson: null,
    created_at: `${TODAY}T12:00:00Z`,
    modified_at: `${TODAY}T12:00:00Z`,
    ...overrides,
  };
}

/** The fake API routes by path only, so every id a test may reach gets its own route. */
const ID_SPACE = 60;

interface ServerState {
  tasks?: Task[];
  habits?: ClientHabit[];
  notes?: Note[];
  /** What POST clients/tasks/ hands out, one per call; a 400 once they are gone. */
  spareExercises?: Task[];
}

/**
 * A small server following the contract: today's list holds every task, skipped ones too (as
 * the real one does until they expire); PATCH completes (un-skipping) or skips (clearing the
 * completion); a new habit due today adds its day to the list; removing a habit takes its open
 * day off.
 */
export function dailyExerciseServer(initial: ServerState = {}) {
  const tasks: Task[] = structuredClone(initial.tasks ?? []);
  const habits: ClientHabit[] = structuredClone(initial.habits ?? []);
  const notes: Note[] = structuredClone(initial.notes ?? []);
  const spare: Task[] = structuredClone(initial.spareExercises ?? []);
  let nextId = 40;
  const notFound: FakeResponse = { status: 404, body: { detail: 'Not found.' } };
  const now = `${TODAY}T15:00:00Z`;

  const routes: FakeRoutes = {
    'GET /api/clients/tasks/': () => ({ body: pageOf(tasks) }),
    'POST /api/clients/tasks/': () => {
      const task = spare.shift();
      if (!task) return { status: 400, body: { non_field_errors: [NO_MORE_EXERCISES] } };
      tasks.push({ ...task, source: 'requested' });
      return { status: 201, body: task };
    },
    'POST /api/clients/exercise-history/': () => {
      const form = vi.mocked(fetch).mock.lastCall?.[1]?.body as FormData;
      const task = tasks.find((t) => t.id === Number(form.get('exercise')));
      if (!task) return { status: 400, body: { exercise: ['Invalid pk.'] } };
      const file = form.get('file');
      task.completed_at = form.get('completed') === 'true' ? now : null;
      if (file instanceof File)
        task.attachment = { url: `/media/exercises/${file.name}`, file_name: file.name };
      return { status: 201, body: task };
    },
    'GET /api/clients/habits/': () => ({ body: pageOf(habits.filter((habit) => habit.active)) }),
    'POST /api/clients/habits/': ({ body }) => {
      const input = body as ClientHabitWrite;
      const habit = buildHabit({ ...input, id: nextId++, time: input.time ?? '12:00:00' });
      habits.push(habit);
      if (habit.days_of_week.includes(TODAY_WEEKDAY)) {
        tasks.unshift(buildHabitTask(habit, { id: nextId++ }));
      }
      return { status: 201, body: habit };
    },
    'GET /api/clients/notes/': () => {
      const task = Number(currentQuery().get('task'));
      return { body: pageOf(notes.filter((note) => note.task === task)) };
    },
    'POST /api/clients/notes/': ({ body }) => {
      const note = buildNote({ ...(body as Partial<Note>), id: nextId++ });
      notes.push(note);
      return { status: 201, body: note };
    },
  };
  for (let id = 1; id <= ID_SPACE; id++) {
    routes[`PATCH /api/clients/tasks/${id}/`] = ({ body }) => {
      const task = tasks.find((t) => t.id === id);
      if (!task) return notFound;
      const patch = body as TaskPatch;
      if (patch.completed !== undefined) {
        task.completed_at = patch.completed ? (task.completed_at ?? now) : null;
        if (patch.completed) task.ignored = false;
      }
      if (patch.ignored !== undefined) {
        task.ignored = patch.ignored;
        if (patch.ignored) task.completed_at = null;
      }
      return { body: task };
    };
    routes[`PATCH /api/clients/habits/${id}/`] = () => {
      const habit = habits.find((h) => h.id === id && h.active);
      if (!habit) return notFound;
      habit.active = false;
      const open = tasks.findIndex((t) => t.habit?.id === id && t.completed_at === null);
      if (open >= 0) tasks.splice(open, 1);
      return { body: habit };
    };
    routes[`PATCH /api/clients/notes/${id}/`] = ({ body }) => {
      const note = notes.find((n) => n.id === id);
      if (!note) return notFound;
      Object.assign(note, body);
      return { body: note };
    };
  }
  return { routes, tasks, habits, notes };
}
