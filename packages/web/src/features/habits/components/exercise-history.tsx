import { useState } from 'react';
import { Anchor, Badge, Button, Center, ColorSwatch, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { ClientExercise } from '@tandem/shared';
import { LoadMore } from '../../../components/load-more';
import { useClient } from '../../clients';
import { useClientExercises } from '../api/get-client-exercises';
import { exerciseStatus } from '../utils/exercise-status';
import { formatDay } from '../utils/format-date';
import { AssignExerciseModal } from './assign-exercise-modal';
import { HabitsSection } from './habits-section';
import { NoteRow } from './habit-notes';
import { failureMessage } from '../../../lib/api-errors';

/** Spec: infinite-scroll distance 15 for lists. */
const SCROLL_DISTANCE_PX = 15;

/**
 * 'Exercise History': the exercises the client was given, newest first, loaded 15 at a time as
 * the coach scrolls, with the 'Assign an exercise' action of the client's habit program.
 */
export function ExerciseHistory({ clientId }: { clientId: number }) {
  const [assigning, setAssigning] = useState(false);
  const program = useClient(clientId).data?.habit_program ?? null;
  const exercises = useClientExercises(clientId);
  const rows = exercises.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <HabitsSection
      title="Exercise History"
      actions={
        <Group gap="xs">
          {!program && (
            <Text size="sm" c="dimmed">
              This client has no habit program.
            </Text>
          )}
          <Button size="sm" disabled={!program} onClick={() => setAssigning(true)}>
            Assign an exercise
          </Button>
        </Group>
      }
    >
      {program && (
        <AssignExerciseModal
          clientId={clientId}
          program={program}
          opened={assigning}
          onClose={() => setAssigning(false)}
        />
      )}
      {exercises.isPending && (
        <Center>
          <Loader size="sm" aria-label="Loading exercises" />
        </Center>
      )}
      {exercises.isSuccess && rows.length === 0 && <Text c="dimmed">This client has no exercises yet.</Text>}
      <Stack
        gap="xs"
        component="ul"
        aria-label="Exercises"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {rows.map((exercise) => (
          <li key={exercise.id}>
            <ExerciseRow exercise={exercise} />
          </li>
        ))}
      </Stack>
      <LoadMore
        query={exercises}
        distancePx={SCROLL_DISTANCE_PX}
        loadingLabel="Loading more exercises"
        errorMessage={failureMessage(exercises.error, { orField: true })}
      />
    </HabitsSection>
  );
}

function ExerciseRow({ exercise }: { exercise: ClientExercise }) {
  const status = exerciseStatus(exercise);
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={exercise.short_description}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <ColorSwatch color={exercise.color} size={14} aria-hidden style={{ flexShrink: 0 }} />
            <Stack gap={0}>
              <Text fw={500}>{exercise.short_description}</Text>
              <Text size="xs" c="dimmed">
                Due {formatDay(exercise.due_at)}
              </Text>
            </Stack>
          </Group>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            {exercise.source === 'coach' && (
              <Badge variant="outline" color="gray" size="sm">
                Assigned by coach
              </Badge>
            )}
            <Badge variant="light" color={status.color}>
              {status.label}
            </Badge>
          </Group>
        </Group>
        {exercise.description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {exercise.description}
          </Text>
        )}
        {exercise.attachment && (
          <Group gap={4}>
            <IconPaperclip size={14} aria-hidden />
            <Anchor href={exercise.attachment.url} target="_blank" rel="noreferrer" size="sm">
              {exercise.attachment.file_name}
            </Anchor>
          </Group>
        )}
        {exercise.previous_notes.length > 0 && (
          <Stack
            gap={4}
            component="ul"
            aria-label={`Notes on ${exercise.short_description}`}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {exercise.previous_notes.map((note) => (
              <li key={note.id}>
                <NoteRow note={note} />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
