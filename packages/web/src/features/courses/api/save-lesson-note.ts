import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Note } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { coursesQueryKeys } from './get-courses';

export interface LessonNoteFields {
  title: string;
  text: string;
  private: boolean;
}

/** POST clients/notes/ — a note on lesson `lesson`. */
export function createLessonNote(lesson: number, fields: LessonNoteFields): Promise<Note> {
  return apiRequest<Note>('clients/notes/', { method: 'POST', body: { ...fields, lesson } });
}

/** PATCH clients/notes/{id}/ — edits the note (it stays on its lesson). */
export function updateLessonNote(noteId: number, fields: LessonNoteFields): Promise<Note> {
  return apiRequest<Note>(`clients/notes/${noteId}/`, { method: 'PATCH', body: fields });
}

/**
 * Writes the client's note on `lessonId` (`noteId` null) or edits note `noteId`; the course is
 * refreshed, so its lesson carries the note.
 */
export function useSaveLessonNote(courseId: number, lessonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ noteId, fields }: { noteId: number | null; fields: LessonNoteFields }) =>
      noteId === null ? createLessonNote(lessonId, fields) : updateLessonNote(noteId, fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coursesQueryKeys.detail(courseId) }),
  });
}
