import { useState } from 'react';
import { Button, Group, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CLIENT_MESSAGES, MESSAGES, type ClientSummary } from '@tandem/shared';
import { DeferredModal } from '../../../components/deferred-modal';
import { ApiError } from '../../../lib/api-client';
import { fieldErrors, generalError } from '../../../lib/api-errors';
import { useHabitPrograms } from '../../catalog';
import { useUpdateClientProfile } from '../../clients';

interface ChangeHabitProgramModalProps {
  client: ClientSummary;
  opened: boolean;
  onClose: () => void;
}

/** The client card's 'Change Habit Program': pick a program and save it as the profile's theme. */
export function ChangeHabitProgramModal({ client, opened, onClose }: ChangeHabitProgramModalProps) {
  const programs = useHabitPrograms();
  const update = useUpdateClientProfile();
  const [programId, setProgramId] = useState<string | null>(
    client.habit_program ? String(client.habit_program.id) : null,
  );
  const [error, setError] = useState<string | null>(null);
  const fullName = `${client.first_name} ${client.last_name}`;

  const save = () => {
    setError(null);
    update.mutate(
      { profileId: client.client_profile.id, patch: { theme: programId ? Number(programId) : null } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: CLIENT_MESSAGES.saved });
          onClose();
        },
        onError: (failure) => {
          const body = failure instanceof ApiError && failure.status < 500 ? failure.body : null;
          setError(fieldErrors(body).theme ?? generalError(body) ?? MESSAGES.serverError);
        },
      },
    );
  };

  return (
    <DeferredModal opened={opened} onClose={onClose} title={`Change Habit Program for ${fullName}`}>
      <Stack>
        <Select
          label="Habit Program"
          placeholder="Select a Habit Program"
          data={(programs.data ?? []).map((program) => ({ value: String(program.id), label: program.name }))}
          value={programId}
          onChange={(value) => {
            setProgramId(value);
            setError(null);
          }}
          searchable
          nothingFoundMessage="No habit programs"
          error={error}
          comboboxProps={{ withinPortal: false }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </DeferredModal>
  );
}
