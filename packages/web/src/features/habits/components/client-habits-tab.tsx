import { Stack } from '@mantine/core';
import { AreaProgress } from './area-progress';
import { CommitmentsSection } from './commitments-section';
import { CustomHabits } from './custom-habits';
import { ExerciseHistory } from './exercise-history';

/**
 * The coach's Habits tab on /client-detail/{id}/habits (spec: custom habits with Details and
 * Notes tabs, exercise history): progress by area, the client's own habits, the commitments the
 * coach asked of them and their exercise history (where the coach can assign one more).
 * `clientId` is the client's user id. The infinite history sits last so scrolling reaches its end.
 */
export function ClientHabitsTab({ clientId }: { clientId: number }) {
  return (
    <Stack gap="xl">
      <AreaProgress clientId={clientId} />
      <CustomHabits clientId={clientId} />
      <CommitmentsSection clientId={clientId} />
      <ExerciseHistory clientId={clientId} />
    </Stack>
  );
}
