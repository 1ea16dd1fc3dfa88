import { useState } from 'react';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { HABIT_MESSAGES, SEARCH_DEBOUNCE_MS, type HabitProgram, type TemplateExercise } from '@tandem/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { LoadMore } from '../../../components/load-more';
import { useAreasOfFocus } from '../api/get-areas-of-focus';
import { useTemplateExercises } from '../api/get-template-exercises';
import { useDeleteTemplateExercise } from '../api/save-template-exercise';
import { showDeleted, showFailure } from '../utils/messages';
import { ExerciseModal } from './exercise-modal';
import { ExerciseRow } from './exercise-row';
import { failureMessage } from '../../../lib/api-errors';

/** Spec: the exercise list loads its next page within 40 px of the end. */
const SCROLL_DISTANCE_PX = 40;

/** The program's exercise library: searched, filtered by area, loaded as the coach scrolls. */
export function ExercisesSection({ program }: { program: HabitProgram }) {
  const areas = useAreasOfFocus(program.id);
  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [areaFilter, setAreaFilter] = useState<string | null>(null);
  const areaId = areaFilter === null ? null : Number(areaFilter);
  // null: closed; 'new': adding; an exercise: editing (or viewing, when read-only) it.
  const [open, setOpen] = useState<TemplateExercise | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TemplateExercise | null>(null);
  const [needsArea, setNeedsArea] = useState(false);
  const remove = useDeleteTemplateExercise(program.id);
  const areaList = areas.data ?? [];

  const addExercise = () => {
    // Spec: an exercise needs an area of focus, so there must be one to put it in.
    if (areaList.length === 0) {
      setNeedsArea(true);
      return;
    }
    setNeedsArea(false);
    setOpen('new');
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        showDeleted();
      },
      onError: (error) => {
        setDeleting(null);
        showFailure(failureMessage(error));
      },
    });
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="exercises">
      <Stack>
        <Group justify="space-between">
          <Title order={3} size="h4" id="exercises">
            Exercises
          </Title>
          {program.editable && (
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={addExercise}
              disabled={areas.isPending}
            >
              Add Exercise
            </Button>
          )}
        </Group>
        {needsArea && areaList.length === 0 && (
          <Alert color="yellow" role="alert">
            {HABIT_MESSAGES.createAreaFirst}
          </Alert>
        )}
        <Group align="flex-end">
          <TextInput
            aria-label="Search exercises"
            placeholder="Search"
            leftSection={<IconSearch size={16} />}
            value={searchInput}
            onChange={(event) => setSearchInput(event.currentTarget.value)}
            w={280}
          />
          <Select
            comboboxProps={{ withinPortal: false }}
            aria-label="Filter by area of focus"
            placeholder="All areas of focus"
            data={areaList.map((area) => ({ value: String(area.id), label: area.name }))}
            value={areaFilter}
            onChange={setAreaFilter}
            clearable
            w={240}
          />
        </Group>
        <ExerciseList
          program={program}
          search={search}
          areaId={areaId}
          onOpen={setOpen}
          onDelete={setDeleting}
        />
      </Stack>
      <ExerciseModal
        program={program}
        areas={areaList}
        exercise={open === 'new' ? null : open}
        defaultAreaId={areaId ?? (areaList.length === 1 ? (areaList[0]?.id ?? null) : null)}
        opened={open !== null}
        onCreated={setOpen}
        onClose={() => setOpen(null)}
      />
      <ConfirmModal
        opened={deleting !== null}
        title="Delete Exercise"
        message={
          deleting
            ? `Delete ${deleting.short_description}? Clients who already have it keep their history.`
            : ''
        }
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}

interface ExerciseListProps {
  program: HabitProgram;
  search: string;
  areaId: number | null;
  onOpen: (exercise: TemplateExercise) => void;
  onDelete: (exercise: TemplateExercise) => void;
}

function ExerciseList({ program, search, areaId, onOpen, onDelete }: ExerciseListProps) {
  const exercises = useTemplateExercises(program.id, { search, areaId });

  if (exercises.isPending) {
    return (
      <Center>
        <Loader size="sm" aria-label="Loading exercises" />
      </Center>
    );
  }
  const rows = exercises.data?.pages.flatMap((page) => page.results) ?? [];
  const filtered = search !== '' || areaId !== null;

  return (
    <Stack gap="xs">
      {exercises.isSuccess && rows.length === 0 && (
        <Text c="dimmed">{filtered ? 'No exercises match your search.' : 'No exercises yet.'}</Text>
      )}
      {rows.length > 0 && (
        <Stack component="ul" gap="xs" aria-label="Exercises" style={listReset}>
          {rows.map((exercise) => (
            <li key={exercise.id}>
              <ExerciseRow
                exercise={exercise}
                editable={program.editable && exercise.editable}
                onOpen={onOpen}
                onDelete={onDelete}
              />
            </li>
          ))}
        </Stack>
      )}
      <LoadMore
        query={exercises}
        distancePx={SCROLL_DISTANCE_PX}
        loadingLabel="Loading more exercises"
        errorMessage={failureMessage(exercises.error)}
      />
    </Stack>
  );
}

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;
