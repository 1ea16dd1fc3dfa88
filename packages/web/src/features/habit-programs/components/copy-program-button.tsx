import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCopy } from '@tabler/icons-react';
import { copyProgramSchema, type HabitProgram } from '@tandem/shared';
import { DeferredModal } from '../../../components/deferred-modal';
import { zodValidate } from '../../../lib/zod-form';
import { useCopyHabitProgram } from '../api/copy-habit-program';
import { showSaveFailure } from '../utils/messages';

/** Copies the program (a managed one too: that is how a coach gets an editable version) and opens the copy. */
export function CopyProgramButton({ program }: { program: HabitProgram }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconCopy size={16} />} onClick={() => setOpened(true)}>
        Copy
      </Button>
      <DeferredModal opened={opened} onClose={() => setOpened(false)} title="Copy Habit Program">
        {/* Mounted only while open, so each opening starts from the program's name again. */}
        {opened && <CopyForm program={program} onDone={() => setOpened(false)} />}
      </DeferredModal>
    </>
  );
}

function CopyForm({ program, onDone }: { program: HabitProgram; onDone: () => void }) {
  const copy = useCopyHabitProgram(program.id);
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { name: `Copy of ${program.name}`, move_clients: false },
    validate: zodValidate(copyProgramSchema),
  });

  const submit = form.onSubmit((values) =>
    copy.mutate(
      { name: values.name.trim(), move_clients: values.move_clients },
      {
        onSuccess: (created) => {
          onDone();
          void navigate(`/habit-programs/${created.id}`);
        },
        onError: (error) => showSaveFailure(error, ['name', 'move_clients'], form.setErrors),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Name of the copy" data-autofocus {...form.getInputProps('name')} />
        <Checkbox
          label="Move my clients to the copy"
          {...form.getInputProps('move_clients', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={copy.isPending}>
            Copy
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
