import type { HabitProgram } from '@tandem/shared';
import { ColoredListSection } from '../../../components/colored-list-section';
import { useAreasOfFocus } from '../api/get-areas-of-focus';
import { useDeleteAreaOfFocus } from '../api/save-area-of-focus';
import { showDeleted, showFailure } from '../utils/messages';
import { AreaOfFocusModal } from './area-of-focus-modal';

const exerciseCount = (count: number) => `${count} ${count === 1 ? 'exercise' : 'exercises'}`;

/** The program's areas of focus: colour, name and exercise count; add, edit and delete when editable. */
export function AreasOfFocusSection({ program }: { program: HabitProgram }) {
  return (
    <ColoredListSection
      title="Areas of Focus"
      headingId="areas-of-focus"
      listLabel="Areas of focus"
      addLabel="Add Area of Focus"
      emptyText="No areas of focus yet. Exercises are grouped by area, so add one first."
      editable={program.editable}
      items={useAreasOfFocus(program.id)}
      color={(area) => area.color}
      detail={(area) => exerciseCount(area.exercises_count)}
      renderModal={({ item, opened, onClose }) => (
        <AreaOfFocusModal programId={program.id} area={item} opened={opened} onClose={onClose} />
      )}
      remove={useDeleteAreaOfFocus(program.id)}
      deleteTitle="Delete Area of Focus"
      deleteMessage={(area) =>
        `Delete ${area.name}? Its ${exerciseCount(area.exercises_count)} will be deleted too.`
      }
      onDeleted={showDeleted}
      onFailure={showFailure}
    />
  );
}
