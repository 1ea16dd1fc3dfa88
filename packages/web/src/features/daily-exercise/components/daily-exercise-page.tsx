import { lazy, Suspense, useState } from 'react';
import { Button, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { User } from '@tandem/shared';
import { PageLoader } from '../../../components/page-loader';
import { useFirstScreenPainted } from '../../../lib/first-screen';
import { useAssignedProgram } from '../../areas-of-focus';
import { isMissingAreas } from '../../areas-of-focus';
import { useCurrentUser } from '../../users';
import { useCommitments } from '../api/get-commitments';
import { useTodayTasks } from '../api/get-today-tasks';
import { CommitmentsList } from './commitments-list';
import { HabitsView } from './habits-view';
import { MissingAreasModal } from './missing-areas-modal';
import { TodayView } from './today-view';

// The add-habit form (a stepper, chips, colour swatches, a time picker) loads when it is opened:
// it is not part of the client's home page's first load (issue 21).
const AddHabitModal = lazy(() =>
  import('./add-habit-modal').then((module) => ({ default: module.AddHabitModal })),
);

type View = 'today' | 'habits';

const VIEWS: { value: View; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: 'habits', label: 'All habits' },
];

/**
 * /daily-exercise: the coach's open commitments with today's habits and recommended exercises,
 * or all of the client's habits (a toggle); the add-habit modal; and, for a client whose program lets them choose areas of focus
 * but who has not picked them all, the missing-areas modal pointing to the pick page.
 */
export function DailyExercisePage({ title }: { title: string }) {
  const { user } = useCurrentUser();
  const [view, setView] = useState<View>('today');
  const [adding, setAdding] = useState(false);
  // The coach's commitments stand above today's list, so the list waits for their first answer
  // rather than jump down when they come (it was most of the page's layout shift, issue 21). It
  // does not wait for a retry after a failure, nor offline (the query is paused): the rest of the
  // page then shows without them. Once answered, even by an error, it never waits again: the
  // list's own refetch of a failed load would otherwise swap the page for the loader and back.
  const commitments = useCommitments();
  useTodayTasks(); // asked for beside the commitments, not after them
  const awaitingCommitments =
    !commitments.isFetched && commitments.failureCount === 0 && commitments.fetchStatus === 'fetching';

  if (!user) return <PageLoader />;

  return (
    <Stack maw={960}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
          Add Habit
        </Button>
      </Group>
      <SegmentedControl
        aria-label="Show"
        data={VIEWS}
        value={view}
        onChange={(value) => setView(value as View)}
        style={{ alignSelf: 'flex-start' }}
      />
      {view === 'today' ? (
        awaitingCommitments ? (
          <PageLoader />
        ) : (
          <>
            <CommitmentsList />
            <TodayView />
          </>
        )
      ) : (
        <HabitsView onAdd={() => setAdding(true)} />
      )}
      {adding && (
        <Suspense fallback={null}>
          <AddHabitModal opened onClose={() => setAdding(false)} />
        </Suspense>
      )}
      <MissingAreasNotice user={user} />
    </Stack>
  );
}

/**
 * The missing-areas dialog with the question behind it, in a component of its own: their answers
 * re-render it alone, not the page's lists (issue 21). Only a client with a program has one to ask
 * about. Asked after the first paint: it serves the dialog, never part of that paint.
 */
function MissingAreasNotice({ user }: { user: User }) {
  const [closed, setClosed] = useState(false);
  const painted = useFirstScreenPainted();
  const program = useAssignedProgram(painted && Boolean(user.profile) && user.theme != null);
  return (
    <MissingAreasModal
      opened={isMissingAreas(user.groups, program.data ?? null) && !closed}
      onClose={() => setClosed(true)}
    />
  );
}
