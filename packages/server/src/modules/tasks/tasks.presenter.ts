import type { ClientExercise, ClientHabit, ExerciseResource, Task } from '@tandem/shared';
import type { habits } from '../../db/schema';
import { mediaUrl } from '../../lib/storage';
import { presentNote } from '../journal';
import type { NoteRow, TaskCardRow, TaskDetailRow, TaskResource, TaskRow } from './tasks.repo';

/** Shown when a task's template or area went missing (never expected: both are soft-deleted). */
const FALLBACK_COLOR = '#9e9e9e';

type HabitRow = typeof habits.$inferSelect;

function presentResource(row: TaskResource): ExerciseResource {
  return {
    id: row.id,
    exercise: row.exerciseId,
    instruction: row.instruction,
    url: row.url,
    file: row.fileKey ? mediaUrl(row.fileKey) : null,
    file_name: row.fileName,
  };
}

function presentAttachment(task: TaskRow): Task['attachment'] {
  if (!task.attachmentKey) return null;
  return { url: mediaUrl(task.attachmentKey), file_name: task.attachmentName ?? '' };
}

/** Groups rows by a key, keeping their order. */
function groupBy<T>(rows: readonly T[], key: (row: T) => number | null): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (k === null) continue;
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** Tasks with their template (area, resources) or habit. */
export function presentTasks(rows: readonly TaskCardRow[]): Task[] {
  return rows.map(({ task, template, area, habit, resources }) => ({
    id: task.id,
    due_at: task.dueOn,
    available_until: task.availableUntil,
    completed_at: task.completedAt ? task.completedAt.toISOString() : null,
    ignored: task.ignored,
    template: template && {
      id: template.id,
      short_description: template.shortDescription,
      description: template.description,
      how: template.how,
      why: template.why,
      area: area ?? { id: template.areaId, name: '', color: FALLBACK_COLOR },
      resources: (resources ?? []).map(presentResource),
    },
    habit: habit && presentHabit(habit),
    color: habit?.color ?? area?.color ?? FALLBACK_COLOR,
    lesson: task.lessonId ?? template?.lessonId ?? null,
    source: task.source as Task['source'],
    attachment: presentAttachment(task),
    created_at: task.createdAt.toISOString(),
  }));
}

/** A client's exercises as their coach's exercise history shows them; `notes` are the shared ones. */
export function presentClientExercises(
  rows: readonly TaskDetailRow[],
  notes: readonly NoteRow[],
): ClientExercise[] {
  const notesByTask = groupBy(notes, (n) => n.taskId);
  return rows.map(({ task, template, area }) => ({
    id: task.id,
    due_at: task.dueOn,
    completed_at: task.completedAt ? task.completedAt.toISOString() : null,
    ignored: task.ignored,
    short_description: template?.shortDescription ?? '',
    description: template?.description ?? '',
    color: area?.color ?? FALLBACK_COLOR,
    previous_notes: (notesByTask.get(task.id) ?? []).map(presentNote),
    attachment: presentAttachment(task),
    source: task.source as Task['source'],
    created_at: task.createdAt.toISOString(),
  }));
}

/**
 * A client's habit as the client and their coach see it. It lives with the day's exercises,
 * which show a habit on each of its days; the habits module presents its list with it too.
 */
export function presentHabit(row: HabitRow): ClientHabit {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    why: row.why,
    visualization: row.visualization,
    color: row.color,
    days_of_week: [...row.daysOfWeek].sort((a, b) => a - b),
    time: row.time,
    active: row.active,
    created_at: row.createdAt.toISOString(),
  };
}
