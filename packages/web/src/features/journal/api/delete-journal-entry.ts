import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { journalQueryKeys } from './get-journal-entries';

/** DELETE clients/notes/{id}/ (204). */
export function deleteJournalEntry(id: number): Promise<null> {
  return apiRequest<null>(`clients/notes/${id}/`, { method: 'DELETE' });
}

export function useDeleteJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJournalEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalQueryKeys.lists() }),
  });
}
