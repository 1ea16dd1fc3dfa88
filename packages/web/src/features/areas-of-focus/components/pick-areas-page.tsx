import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ClientHabitProgram } from '@tandem/shared';
import { PageLoader } from '../../../components/page-loader';
import { useCurrentUser } from '../../users';
import { useAssignedProgram } from '../api/get-assigned-program';
import { AreaPicker } from './area-picker';
import { failureMessage } from '../../../lib/api-errors';

const DAILY_EXERCISE_PATH = '/daily-exercise';

/**
 * /pick-areas-of-focus: the client chooses the areas of focus their exercises come from. Only a
 * program that does not assign all its areas lets them choose; with one that does, there is
 * nothing to pick and the page says so.
 */
export function PickAreasPage({ title }: { title: string }) {
  const { user } = useCurrentUser();
  const program = useAssignedProgram(user !== undefined);

  return (
    <Stack maw={960}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {!user || program.isPending ? (
        <PageLoader />
      ) : program.isError ? (
        <Text c="red">{failureMessage(program.error, { orField: true })}</Text>
      ) : !program.data ? (
        <NothingToPick text="You do not have a habit program yet, so there are no areas of focus to pick." />
      ) : program.data.assign_all ? (
        <AllAreasIncluded program={program.data} />
      ) : (
        <AreaPicker user={user} program={program.data} />
      )}
    </Stack>
  );
}

function AllAreasIncluded({ program }: { program: ClientHabitProgram }) {
  return (
    <NothingToPick
      text={`Your habit program, ${program.name}, includes every one of its areas of focus, so there is nothing to pick.`}
    />
  );
}

function NothingToPick({ text }: { text: string }) {
  return (
    <Stack gap="xs" align="flex-start">
      <Text>{text}</Text>
      <Anchor component={Link} to={DAILY_EXERCISE_PATH}>
        Back to Daily Exercises
      </Anchor>
    </Stack>
  );
}
