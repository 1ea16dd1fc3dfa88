import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientReflection, ReflectionSave } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { kpisQueryKeys } from '../../kpis';
import { reflectionQueryKeys } from './query-keys';

/**
 * PATCH clients/surveys/{token}/ — saves the whole reflection (answers, KPI results, text,
 * private) and marks it completed; saving again replaces the answers.
 */
export function saveReflection(token: string, body: ReflectionSave): Promise<ClientReflection> {
  return apiRequest<ClientReflection>(`clients/surveys/${encodeURIComponent(token)}/`, {
    method: 'PATCH',
    body,
  });
}

export function useSaveReflection(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReflectionSave) => saveReflection(token, body),
    onSuccess: async (reflection) => {
      queryClient.setQueryData(reflectionQueryKeys.detail(reflection.token), reflection);
      // What is built on reflections changes with it (the saved one itself is fresh already).
      await Promise.all(
        [
          reflectionQueryKeys.history(),
          reflectionQueryKeys.wordClouds(),
          reflectionQueryKeys.progress(),
          reflectionQueryKeys.open(),
          kpisQueryKeys.all,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
