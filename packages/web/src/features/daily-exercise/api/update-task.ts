import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Paginated, Task, TaskPatch } from '@tandem/shared';
import { queueWrite, type WriteOutcome } from '../../../lib/offline-queue';
import { applyTaskPatch } from '../utils/task-patch';
import { dailyExerciseQueryKeys } from './query-keys';

/**
 * PATCH clients/tasks/{id}/ — `{completed: true}` completes it, `{ignored: true}` skips it.
 * Through the offline queue: kept on the device and sent when it can be (`queued` until then).
 */
export function updateTask(id: number, patch: TaskPatch, label: string): Promise<WriteOutcome<Task>> {
  return queueWrite<Task>({
    method: 'PATCH',
    path: `clients/tasks/${id}/`,
    body: patch,
    invalidates: [dailyExerciseQueryKeys.today()],
    label,
  });
}

/** The path a task's change goes to: the card looks for one waiting on the device. */
export const taskPath = (id: number) => `clients/tasks/${id}/`;

interface Variables {
  id: number;
  patch: TaskPatch;
  /** The task's title, for the message should the server refuse it later. */
  title?: string;
}

/** Changes a task, showing it changed at once; a refusal puts today's list back as it was. */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  const today = dailyExerciseQueryKeys.today();
  return useMutation({
    // Offline too: the queue keeps it (TanStack would otherwise pause it until online).
    networkMode: 'always',
    mutationFn: ({ id, patch, title }: Variables) =>
      updateTask(id, patch, `${patch.completed ? 'completing' : 'changing'} “${title ?? 'an exercise'}”`),
    onMutate: async ({ id, patch }) => {
      await queryClient.cancelQueries({ queryKey: today });
      const previous = queryClient.getQueryData<Paginated<Task>>(today);
      if (previous)
        queryClient.setQueryData<Paginated<Task>>(today, {
          ...previous,
          results: previous.results.map((task) => (task.id === id ? applyTaskPatch(task, patch) : task)),
        });
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(today, context.previous);
    },
    onSuccess: (outcome) => {
      // A change kept on the device shows as made; the list is read again once it is sent.
      if (outcome.status === 'synced') return queryClient.invalidateQueries({ queryKey: today });
    },
  });
}
