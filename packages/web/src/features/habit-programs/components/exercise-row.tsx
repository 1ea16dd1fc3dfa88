import { Badge, Button, ColorSwatch, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEye, IconPencil, IconPrinter, IconTrash } from '@tabler/icons-react';
import type { TemplateExercise } from '@tandem/shared';
import { usePrintTemplateExercise } from '../api/print-template-exercise';
import { showFailure } from '../utils/messages';
import { failureMessage } from '../../../lib/api-errors';

interface ExerciseRowProps {
  exercise: TemplateExercise;
  /** Whether the coach may change it (the program is theirs). */
  editable: boolean;
  onOpen: (exercise: TemplateExercise) => void;
  onDelete: (exercise: TemplateExercise) => void;
}

/** One exercise of the library: title, area, its 'Always' / 'Disabled' state and its actions. */
export function ExerciseRow({ exercise, editable, onOpen, onDelete }: ExerciseRowProps) {
  const print = usePrintTemplateExercise();
  const title = exercise.short_description;
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={title}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={500}>{title}</Text>
            {exercise.always && (
              <Badge size="sm" variant="light">
                Always
              </Badge>
            )}
            {!exercise.active && (
              <Badge size="sm" variant="light" color="gray">
                Disabled
              </Badge>
            )}
          </Group>
          <Group gap={6}>
            <ColorSwatch color={exercise.area.color} size={12} aria-hidden />
            <Text size="sm" c="dimmed">
              {exercise.area.name}
            </Text>
          </Group>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPrinter size={14} />}
            aria-label={`Print ${title}`}
            loading={print.isPending}
            onClick={() => print.mutate(exercise, { onError: (error) => showFailure(failureMessage(error)) })}
          >
            Print
          </Button>
          {editable ? (
            <>
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconPencil size={14} />}
                aria-label={`Edit ${title}`}
                onClick={() => onOpen(exercise)}
              >
                Edit
              </Button>
              <Button
                variant="subtle"
                size="xs"
                color="red"
                leftSection={<IconTrash size={14} />}
                aria-label={`Delete ${title}`}
                onClick={() => onDelete(exercise)}
              >
                Delete
              </Button>
            </>
          ) : (
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconEye size={14} />}
              aria-label={`View ${title}`}
              onClick={() => onOpen(exercise)}
            >
              View
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
