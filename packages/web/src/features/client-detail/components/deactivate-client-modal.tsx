import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CLIENT_MESSAGES, MESSAGES, type ClientSummary } from '@tandem/shared';
import { DeferredModal } from '../../../components/deferred-modal';
import { ApiError } from '../../../lib/api-client';
import { generalError } from '../../../lib/api-errors';
import { useDeactivateClient } from '../../clients';

/** The word the coach types to confirm (spec: 'Deactivation requires typing DEACTIVATE'). */
const CONFIRMATION_WORD = 'DEACTIVATE';

interface DeactivateClientModalProps {
  client: ClientSummary;
  opened: boolean;
  onClose: () => void;
}

/** Deactivates the client once the coach has typed DEACTIVATE, then returns to the dashboard. */
export function DeactivateClientModal({ client, opened, onClose }: DeactivateClientModalProps) {
  const [typed, setTyped] = useState('');
  const deactivate = useDeactivateClient();
  const navigate = useNavigate();
  const matches = typed === CONFIRMATION_WORD;
  const fullName = `${client.first_name} ${client.last_name}`;

  const confirm = () =>
    deactivate.mutate(client.client_profile.id, {
      onSuccess: () => navigate('/dashboard'),
      onError: (error) => {
        const message =
          error instanceof ApiError && error.status < 500 ? generalError(error.body) : undefined;
        notifications.show({ color: 'red', message: message ?? MESSAGES.serverError });
      },
    });

  return (
    <DeferredModal opened={opened} onClose={onClose} title={`Deactivate ${fullName}`}>
      <Stack>
        <Text size="sm">
          A deactivated client can no longer log in and receives no exercises or reflections. You can activate
          them again later. Type {CONFIRMATION_WORD} to confirm.
        </Text>
        <TextInput
          label="Confirmation"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          error={matches ? null : CLIENT_MESSAGES.mustMatchDeactivate}
          autoComplete="off"
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" disabled={!matches} loading={deactivate.isPending} onClick={confirm}>
            Deactivate
          </Button>
        </Group>
      </Stack>
    </DeferredModal>
  );
}
