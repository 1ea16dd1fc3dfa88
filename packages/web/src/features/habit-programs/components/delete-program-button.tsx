import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { HabitProgram } from '@tandem/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useDeleteHabitProgram } from '../api/delete-habit-program';
import { deleteProgramMessage, showDeleted, showFailure } from '../utils/messages';

/** Deletes the program after a confirmation; the failures say the spec's message for their status. */
export function DeleteProgramButton({ program }: { program: HabitProgram }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteHabitProgram(program.id);
  const navigate = useNavigate();

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        showDeleted();
        void navigate('/habit-programs');
      },
      onError: (error) => {
        setConfirming(false);
        showFailure(deleteProgramMessage(error));
      },
    });

  return (
    <>
      <Button
        color="red"
        variant="outline"
        leftSection={<IconTrash size={16} />}
        onClick={() => setConfirming(true)}
      >
        Delete
      </Button>
      <ConfirmModal
        opened={confirming}
        title="Delete Habit Program"
        message={`Delete ${program.name}? Clients on it must move to another program first.`}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
