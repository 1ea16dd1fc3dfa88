import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JournalEntry, JournalEntryWrite } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { journalQueryKeys } from './get-journal-entries';

/** POST clients/notes/ — a new journal entry (201). */
export function createJournalEntry(entry: JournalEntryWrite): Promise<JournalEntry> {
  return apiRequest<JournalEntry>('clients/notes/', { method: 'POST', body: entry });
}

export function useCreateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJournalEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalQueryKeys.lists() }),
  });
}
