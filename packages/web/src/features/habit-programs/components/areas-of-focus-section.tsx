import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { AreaOfFocus, HabitProgram } from '@tandem/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { PageLoader } from '../../../components/page-loader';
import { useAreasOfFocus } from '../api/get-areas-of-focus';
import { useDeleteAreaOfFocus } from '../api/save-area-of-focus';
import { showDeleted, showFailure } from '../utils/messages';
import { AreaOfFocusModal } from './area-of-focus-modal';
import { ColoredItem } from '../../../components/colored-item';
import { failureMessage } from '../../../lib/api-errors';

const exerciseCount = (count: number) => `${count} ${count === 1 ? 'exercise' : 'exercises'}`;

/** The program's areas of focus: colour, name and exercise count; add, edit and delete when editable. */
export function AreasOfFocusSection({ program }: { program: HabitProgram }) {
  const areas = useAreasOfFocus(program.id);
  // null: closed; 'new': adding; an area: editing it.
  const [editing, setEditing] = useState<AreaOfFocus | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AreaOfFocus | null>(null);
  const remove = useDeleteAreaOfFocus(program.id);

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
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="areas-of-focus">
      <Stack>
        <Group justify="space-between">
          <Title order={3} size="h4" id="areas-of-focus">
            Areas of Focus
          </Title>
          {program.editable && (
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              Add Area of Focus
            </Button>
          )}
        </Group>
        {areas.isPending ? (
          <PageLoader />
        ) : areas.isError ? (
          <Text c="red">{failureMessage(areas.error)}</Text>
        ) : areas.data.length === 0 ? (
          <Text c="dimmed">No areas of focus yet. Exercises are grouped by area, so add one first.</Text>
        ) : (
          <Stack component="ul" gap="xs" aria-label="Areas of focus" style={listReset}>
            {areas.data.map((area) => {
              const editable = program.editable && area.editable;
              return (
                <ColoredItem
                  key={area.id}
                  name={area.name}
                  color={area.color}
                  detail={exerciseCount(area.exercises_count)}
                  onEdit={editable ? () => setEditing(area) : undefined}
                  onDelete={editable ? () => setDeleting(area) : undefined}
                />
              );
            })}
          </Stack>
        )}
      </Stack>
      <AreaOfFocusModal
        programId={program.id}
        area={editing === 'new' ? null : editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
      <ConfirmModal
        opened={deleting !== null}
        title="Delete Area of Focus"
        message={
          deleting
            ? `Delete ${deleting.name}? Its ${exerciseCount(deleting.exercises_count)} will be deleted too.`
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

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;
