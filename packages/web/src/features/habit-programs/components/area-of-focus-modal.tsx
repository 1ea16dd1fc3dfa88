import { useForm } from '@mantine/form';
import { areaOfFocusPatchSchema, type AreaOfFocus } from '@tandem/shared';
import { DeferredModal } from '../../../components/deferred-modal';
import { NameAndColorFields } from '../../../components/name-and-color-fields';
import { zodValidate } from '../../../lib/zod-form';
import { useSaveAreaOfFocus } from '../api/save-area-of-focus';
import { AREA_COLOR_SWATCHES } from '../utils/area-colors';
import { showSaveFailure, showSaved } from '../utils/messages';

// Both fields are required when adding or editing: the patch schema checks their form
// ('Please select a color'), `.required()` their presence.
const areaFormSchema = areaOfFocusPatchSchema.pick({ name: true, color: true }).required();

interface AreaOfFocusModalProps {
  programId: number;
  /** The area being edited, or null to add one. */
  area: AreaOfFocus | null;
  opened: boolean;
  onClose: () => void;
}

/** Adds an area of focus to the program, or renames and recolours one. */
export function AreaOfFocusModal({ programId, area, opened, onClose }: AreaOfFocusModalProps) {
  return (
    <DeferredModal
      opened={opened}
      onClose={onClose}
      title={area ? 'Edit Area of Focus' : 'New Area of Focus'}
    >
      {opened && <AreaForm key={area?.id ?? 'new'} programId={programId} area={area} onDone={onClose} />}
    </DeferredModal>
  );
}

function AreaForm({
  programId,
  area,
  onDone,
}: {
  programId: number;
  area: AreaOfFocus | null;
  onDone: () => void;
}) {
  const save = useSaveAreaOfFocus(programId, area?.id ?? null);
  const form = useForm({
    initialValues: { name: area?.name ?? '', color: area?.color ?? '' },
    validate: zodValidate(areaFormSchema),
  });

  const submit = form.onSubmit((values) =>
    save.mutate(
      { name: values.name.trim(), color: values.color.trim() },
      {
        onSuccess: () => {
          showSaved();
          onDone();
        },
        onError: (error) => showSaveFailure(error, ['name', 'color'], form.setErrors),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <NameAndColorFields
        name={form.getInputProps('name')}
        color={form.getInputProps('color')}
        colorValue={form.values.color}
        onColorChange={(color) => form.setFieldValue('color', color)}
        swatches={AREA_COLOR_SWATCHES}
        colorPlaceholder="#12b886"
        onCancel={onDone}
        saving={save.isPending}
      />
    </form>
  );
}
