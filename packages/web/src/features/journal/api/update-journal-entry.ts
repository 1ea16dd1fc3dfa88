import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JournalEntry, JournalEntryWrite } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { journalQueryKeys, type JournalPages } from './get-journal-entries';

/** PATCH clients/notes/{id}/ — changes an entry (partial). */
export function updateJournalEntry(id: number, patch: Partial<JournalEntryWrite>): Promise<JournalEntry> {
  return apiRequest<JournalEntry>(`clients/notes/${id}/`, { method: 'PATCH', body: patch });
}

/**
 * Autosave patches often, so the saved entry replaces its copy in the cached lists instead of
 * refetching every loaded page. (A changed entry keeps its place: the list is ordered by creation.)
 */
export function useUpdateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: Partial<JournalEntryWrite> }) =>
      updateJournalEntry(id, patch),
    onSuccess: (entry) =>
      queryClient.setQueriesData<JournalPages>({ queryKey: journalQueryKeys.lists() }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                results: page.results.map((each) => (each.id === entry.id ? entry : each)),
              })),
            }
          : data,
      ),
  });
}
