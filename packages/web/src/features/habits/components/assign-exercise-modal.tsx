import { useState } from 'react';
import {
  Badge,
  Button,
  Center,
  ColorSwatch,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { CLIENT_MESSAGES, SEARCH_DEBOUNCE_MS, type TemplateExercise } from '@tandem/shared';
import { DeferredModal } from '../../../components/deferred-modal';
import { useAssignExercise } from '../api/assign-exercise';
import { useTemplateExercises } from '../api/get-template-exercises';
import { failureMessage } from '../../../lib/api-errors';

interface AssignExerciseModalProps {
  clientId: number;
  /** The client's habit program: its exercises are the ones offered. */
  program: { id: number; name: string };
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Assign an exercise': the coach searches the client's program's exercises and assigns one,
 * which goes on the client's list today (POST coaches/client-tasks/).
 */
export function AssignExerciseModal({ clientId, program, opened, onClose }: AssignExerciseModalProps) {
  return (
    <DeferredModal opened={opened} onClose={onClose} title="Assign an exercise" size="lg">
      {/* Mounted only while open, so the search starts empty and nothing is asked for before. */}
      {opened && <ExercisePicker clientId={clientId} program={program} onAssigned={onClose} />}
    </DeferredModal>
  );
}

function ExercisePicker({
  clientId,
  program,
  onAssigned,
}: {
  clientId: number;
  program: { id: number; name: string };
  onAssigned: () => void;
}) {
  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const exercises = useTemplateExercises(program.id, search);
  const assign = useAssignExercise(clientId);

  const assignExercise = async (exercise: TemplateExercise) => {
    try {
      await assign.mutateAsync(exercise.id);
      notifications.show({ color: 'green', message: CLIENT_MESSAGES.saved });
      onAssigned();
    } catch (error) {
      notifications.show({ color: 'red', message: failureMessage(error, { orField: true }) });
    }
  };

  const results = exercises.data?.results ?? [];
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        Exercises of {program.name}. The one you assign is due today.
      </Text>
      <TextInput
        label="Search exercises"
        placeholder="Search"
        leftSection={<IconSearch size={16} />}
        value={searchInput}
        onChange={(event) => setSearchInput(event.currentTarget.value)}
        data-autofocus
      />
      {exercises.isPending ? (
        <Center>
          <Loader size="sm" aria-label="Loading exercises to assign" />
        </Center>
      ) : exercises.isError ? (
        <Text c="red">{failureMessage(exercises.error, { orField: true })}</Text>
      ) : results.length === 0 ? (
        <Text c="dimmed">
          {search ? 'No exercises match your search.' : 'This program has no exercises.'}
        </Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          aria-label="Exercises to assign"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {results.map((exercise) => (
            <li key={exercise.id}>
              <Paper withBorder radius="sm" p="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap">
                    <ColorSwatch
                      color={exercise.area.color}
                      size={14}
                      aria-hidden
                      style={{ flexShrink: 0 }}
                    />
                    <Stack gap={0}>
                      <Text size="sm" fw={500}>
                        {exercise.short_description}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {exercise.area.name}
                      </Text>
                    </Stack>
                    {!exercise.active && (
                      <Badge size="xs" color="gray" variant="light">
                        Disabled
                      </Badge>
                    )}
                  </Group>
                  <Button
                    size="xs"
                    aria-label={`Assign ${exercise.short_description}`}
                    loading={assign.isPending && assign.variables === exercise.id}
                    disabled={assign.isPending && assign.variables !== exercise.id}
                    onClick={() => void assignExercise(exercise)}
                  >
                    Assign
                  </Button>
                </Group>
              </Paper>
            </li>
          ))}
        </Stack>
      )}
      {exercises.data && exercises.data.count > results.length && (
        <Text size="xs" c="dimmed">
          Showing {results.length} of {exercises.data.count}. Search to find others.
        </Text>
      )}
    </Stack>
  );
}
