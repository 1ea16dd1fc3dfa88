import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { failureMessage } from '../../../lib/api-errors';
import { useCurrentUser, useUpdateUser } from '../../users';

/** Starts the first-run tour again, for a coach who finished or skipped it. */
export function ReplayTourButton() {
  const { user } = useCurrentUser();
  const update = useUpdateUser(user?.id ?? 0);
  if (!user?.has_coach_license || user.impersonating || !user.tour_completed) return null;
  return (
    <Button
      variant="default"
      loading={update.isPending}
      onClick={() =>
        update.mutate(
          { tour_completed: false },
          { onError: (error) => notifications.show({ color: 'red', message: failureMessage(error) }) },
        )
      }
    >
      Take the tour again
    </Button>
  );
}
