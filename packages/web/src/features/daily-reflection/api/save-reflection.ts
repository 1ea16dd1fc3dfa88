import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientReflection, ReflectionSave } from '@tandem/shared';
import { queueWrite, type WriteOutcome } from '../../../lib/offline-queue';
import { kpisQueryKeys } from '../../kpis';
import { reflectionQueryKeys } from './query-keys';

/** Where a reflection is saved: the form looks for a save waiting on the device by it. */
export const reflectionPath = (token: string) => `clients/surveys/${encodeURIComponent(token)}/`;

/** What is built on reflections and changes with a saved one. */
const DEPENDENT_KEYS = [
  reflectionQueryKeys.history(),
  reflectionQueryKeys.wordClouds(),
  reflectionQueryKeys.progress(),
  reflectionQueryKeys.open(),
  kpisQueryKeys.all,
];

/**
 * PATCH clients/surveys/{token}/ — saves the whole reflection (answers, KPI results, text,
 * private) and marks it completed; saving again replaces the answers. Through the offline queue:
 * `queued` while it waits on the device.
 */
export function saveReflection(token: string, body: ReflectionSave): Promise<WriteOutcome<ClientReflection>> {
  return queueWrite<ClientReflection>({
    method: 'PATCH',
    path: reflectionPath(token),
    body,
    invalidates: [reflectionQueryKeys.today(), reflectionQueryKeys.detail(token), ...DEPENDENT_KEYS],
    label: 'your reflection',
  });
}

/** The reflection as it reads once `body` is saved at `now`: what shows while the save waits. */
export function applyReflectionSave(
  reflection: ClientReflection,
  body: ReflectionSave,
  now = new Date(),
): ClientReflection {
  const answers = new Map(body.answers.map((answer) => [answer.id, answer.answer]));
  const results = new Map((body.kpi_results ?? []).map((result) => [result.kpi, result.result]));
  return {
    ...reflection,
    completed_at: reflection.completed_at ?? now.toISOString(),
    reflection: body.reflection,
    private: body.private ?? false,
    answers: reflection.answers.map((answer) => ({
      ...answer,
      answer: answers.get(answer.id) ?? answer.answer,
    })),
    kpis: reflection.kpis.map((kpi) => ({ ...kpi, result: results.get(kpi.kpi) ?? kpi.result })),
  };
}

export function useSaveReflection(token: string) {
  const queryClient = useQueryClient();
  /** Today's reflection and this one by token, wherever the form read it from. */
  const update = (change: (reflection: ClientReflection) => ClientReflection) => {
    for (const queryKey of [reflectionQueryKeys.today(), reflectionQueryKeys.detail(token)]) {
      const cached = queryClient.getQueryData<ClientReflection>(queryKey);
      if (cached?.token === token) queryClient.setQueryData(queryKey, change(cached));
    }
  };
  return useMutation({
    // Offline too: the queue keeps it (TanStack would otherwise pause it until online).
    networkMode: 'always',
    mutationFn: (body: ReflectionSave) => saveReflection(token, body),
    onSuccess: async (outcome, body) => {
      if (outcome.status === 'queued') {
        // Shown as saved while it waits; read again from the server once it is sent.
        update((reflection) => applyReflectionSave(reflection, body));
        return;
      }
      const reflection = outcome.data;
      update(() => reflection);
      queryClient.setQueryData(reflectionQueryKeys.detail(reflection.token), reflection);
      await Promise.all(DEPENDENT_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
