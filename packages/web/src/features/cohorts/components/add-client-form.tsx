import { useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CLIENT_MESSAGES } from '@tandem/shared';
import { CLIENT_PICKER_LIMIT } from '@tandem/shared';
import { useClients } from '../../clients';
import { useAddCohortMember } from '../api/add-cohort-member';
import { failureMessage } from '../../../lib/api-errors';

/**
 * Picks one of the coach's clients and adds them to the cohort. A client already in it is
 * refused by the server with the spec's message, shown under the picker.
 */
export function AddClientForm({ cohortId }: { cohortId: number }) {
  const clients = useClients({ filter: 'active', ordering: 'last_name', limit: CLIENT_PICKER_LIMIT });
  const add = useAddCohortMember(cohortId);
  const [clientId, setClientId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const options = (clients.data?.results ?? []).map((client) => ({
    value: String(client.id),
    label: `${client.first_name} ${client.last_name} (${client.email})`,
  }));

  const submit = () => {
    if (!clientId) return;
    setError(null);
    add.mutate(Number(clientId), {
      onSuccess: () => {
        setClientId(null);
        notifications.show({ color: 'green', message: CLIENT_MESSAGES.saved });
      },
      onError: (failure) => setError(failureMessage(failure)),
    });
  };

  return (
    <Group align="flex-start" wrap="nowrap">
      <Select
        label="Add Client"
        placeholder="Search clients"
        data={options}
        value={clientId}
        onChange={(value) => {
          setClientId(value);
          setError(null);
        }}
        searchable
        nothingFoundMessage="No clients found"
        error={error}
        disabled={clients.isPending}
        style={{ flex: 1 }}
        comboboxProps={{ withinPortal: false }}
      />
      <Button mt={25} onClick={submit} disabled={!clientId} loading={add.isPending}>
        Add
      </Button>
    </Group>
  );
}
