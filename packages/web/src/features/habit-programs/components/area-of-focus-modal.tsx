import { Button, ColorInput, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { areaOfFocusPatchSchema, type AreaOfFocus } from '@tandem/shared';
import { ColorSwatches } from '../../../components/color-swatches';
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
    <Modal opened={opened} onClose={onClose} title={area ? 'Edit Area of Focus' : 'New Area of Focus'}>
      {opened && <AreaForm key={area?.id ?? 'new'} programId={programId} area={area} onDone={onClose} />}
    </Modal>
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
      <Stack>
        <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps('name')} />
        {/* Typed hex with a preview, or one click on a swatch below (always in view, unlike a dropdown). */}
        <ColorInput
          label="Color"
          withAsterisk
          format="hex"
          withPicker={false}
          withEyeDropper={false}
          placeholder="#12b886"
          {...form.getInputProps('color')}
        />
        <ColorSwatches
          choices={AREA_COLOR_SWATCHES}
          value={form.values.color}
          onChange={(color) => form.setFieldValue('color', color)}
          label="Color swatches"
          hideLabel
          size={28}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
