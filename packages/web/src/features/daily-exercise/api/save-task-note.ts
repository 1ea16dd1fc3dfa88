import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Note } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { dailyExerciseQueryKeys } from './query-keys';

export interface TaskNoteFields {
  title: string;
  text: string;
  private: boolean;
}

/** POST clients/notes/ — a note on task `task`. */
export function createTaskNote(task: number, fields: TaskNoteFields): Promise<Note> {
  return apiRequest<Note>('clients/notes/', { method: 'POST', body: { ...fields, task } });
}

/** PATCH clients/notes/{id}/ — edits a note (it stays on its task). */
export function updateTaskNote(id: number, fields: TaskNoteFields): Promise<Note> {
  return apiRequest<Note>(`clients/notes/${id}/`, { method: 'PATCH', body: fields });
}

/** Creates a note on `taskId` (`noteId` null) or edits note `noteId`; the task's notes are refreshed. */
export function useSaveTaskNote(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ noteId, fields }: { noteId: number | null; fields: TaskNoteFields }) =>
      noteId === null ? createTaskNote(taskId, fields) : updateTaskNote(noteId, fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dailyExerciseQueryKeys.notes(taskId) }),
  });
}
