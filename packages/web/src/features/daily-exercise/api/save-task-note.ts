import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Note } from '@tandem/shared';
import { queueWrite, type WriteOutcome } from '../../../lib/offline-queue';
import { dailyExerciseQueryKeys } from './query-keys';

export interface TaskNoteFields {
  title: string;
  text: string;
  private: boolean;
}

/** Where new notes go: the note panel finds the ones waiting on the device by it. */
export const NOTES_PATH = 'clients/notes/';

/** POST clients/notes/ — a note on task `task`, through the offline queue. */
export function createTaskNote(task: number, fields: TaskNoteFields): Promise<WriteOutcome<Note>> {
  return queueWrite<Note>({
    method: 'POST',
    path: NOTES_PATH,
    body: { ...fields, task },
    invalidates: [dailyExerciseQueryKeys.notes(task)],
    label: `the note “${fields.title}”`,
  });
}

/** PATCH clients/notes/{id}/ — edits a note (it stays on its task), through the offline queue. */
export function updateTaskNote(
  task: number,
  id: number,
  fields: TaskNoteFields,
): Promise<WriteOutcome<Note>> {
  return queueWrite<Note>({
    method: 'PATCH',
    path: `clients/notes/${id}/`,
    body: fields,
    invalidates: [dailyExerciseQueryKeys.notes(task)],
    label: `the note “${fields.title}”`,
  });
}

/**
 * Creates a note on `taskId` (`noteId` null) or edits note `noteId`; the task's notes are
 * refreshed once the server has it. One kept on the device shows from the queue meanwhile.
 */
export function useSaveTaskNote(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline too: the queue keeps it (TanStack would otherwise pause it until online).
    networkMode: 'always',
    mutationFn: ({ noteId, fields }: { noteId: number | null; fields: TaskNoteFields }) =>
      noteId === null ? createTaskNote(taskId, fields) : updateTaskNote(taskId, noteId, fields),
    onSuccess: (outcome) => {
      if (outcome.status === 'synced')
        return queryClient.invalidateQueries({ queryKey: dailyExerciseQueryKeys.notes(taskId) });
    },
  });
}
