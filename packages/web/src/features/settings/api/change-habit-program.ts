import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeHabitProgram, User } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { areasOfFocusQueryKeys } from '../../areas-of-focus';
import { userQueryKey } from '../../users';

/** POST user/{id}/change_habit_program/ — answers the updated user. */
export function changeHabitProgram(id: number, payload: ChangeHabitProgram): Promise<User> {
  return apiRequest<User>(`user/${id}/change_habit_program/`, { method: 'POST', body: payload });
}

export function useChangeHabitProgram(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ChangeHabitProgram) => changeHabitProgram(id, payload),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey(id), user);
      // The daily exercise page asks about the program (missing areas); it changed.
      return queryClient.invalidateQueries({ queryKey: areasOfFocusQueryKeys.assignedProgram() });
    },
  });
}
