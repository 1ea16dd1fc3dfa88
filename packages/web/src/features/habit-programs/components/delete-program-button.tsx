import { useNavigate } from 'react-router';
import type { HabitProgram } from '@tandem/shared';
import { DeleteButton } from '../../../components/delete-button';
import { useDeleteHabitProgram } from '../api/delete-habit-program';
import { deleteProgramMessage, showDeleted, showFailure } from '../utils/messages';

/** Deletes the program after a confirmation; the failures say the spec's message for their status. */
export function DeleteProgramButton({ program }: { program: HabitProgram }) {
  const remove = useDeleteHabitProgram(program.id);
  const navigate = useNavigate();
  return (
    <DeleteButton
      title="Delete Habit Program"
      message={`Delete ${program.name}? Clients on it must move to another program first.`}
      remove={remove}
      onDeleted={() => {
        showDeleted();
        void navigate('/habit-programs');
      }}
      onFailed={(error) => showFailure(deleteProgramMessage(error))}
    />
  );
}
