/**
 * Every daily-reflection query starts with `reflections`: one reflection by its token, the
 * history list, the word clouds, the progress figures and the shell's open-reflection check.
 */
export const reflectionQueryKeys = {
  all: ['reflections'] as const,
  detail: (token: string) => [...reflectionQueryKeys.all, 'detail', token] as const,
  history: () => [...reflectionQueryKeys.all, 'history'] as const,
  historyList: (search: string) => [...reflectionQueryKeys.history(), { search }] as const,
  wordClouds: () => [...reflectionQueryKeys.all, 'word-cloud'] as const,
  wordCloud: (since: number) => [...reflectionQueryKeys.wordClouds(), since] as const,
  progress: () => [...reflectionQueryKeys.all, 'progress'] as const,
  progressSince: (since: number) => [...reflectionQueryKeys.progress(), since] as const,
  open: () => [...reflectionQueryKeys.all, 'open'] as const,
  /** Today's reflection as POST clients/surveys/ gave it (kept on the device for offline use). */
  today: () => [...reflectionQueryKeys.all, 'today'] as const,
};
