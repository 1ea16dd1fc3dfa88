import { useState } from 'react';
import { Avatar, Center, Group, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import {
  CONVERSATION_SEARCH_DEBOUNCE_MS,
  MESSAGES,
  MESSAGING_MESSAGES,
  type ClientSummary,
  type MessagingRoom,
} from '@tandem/shared';
import { DeferredModal } from '../../../components/deferred-modal';
import { useClients } from '../../clients';
import { useCreateCoachRoom } from '../api/create-coach-room';
import { fullName } from '../utils/message-cache';
import { failureMessage } from '../../../lib/api-errors';

/** How many matching clients the search lists. */
const SEARCH_LIMIT = 20;

interface StartConversationModalProps {
  opened: boolean;
  onClose: () => void;
  onStarted: (room: MessagingRoom) => void;
}

/** 'Start a Conversation': search the coach's clients and open (or make) the room with one. */
export function StartConversationModal({ opened, onClose, onStarted }: StartConversationModalProps) {
  return (
    <DeferredModal opened={opened} onClose={onClose} title={MESSAGING_MESSAGES.startConversation}>
      <ClientSearch onStarted={onStarted} />
    </DeferredModal>
  );
}

/**
 * The search runs CONVERSATION_SEARCH_DEBOUNCE_MS after typing stops, and only for text that is not
 * blank (spec).
 */
function ClientSearch({ onStarted }: { onStarted: (room: MessagingRoom) => void }) {
  const [input, setInput] = useState('');
  const [search] = useDebouncedValue(input.trim(), CONVERSATION_SEARCH_DEBOUNCE_MS);
  const clients = useClients({ search, limit: SEARCH_LIMIT }, { enabled: search !== '' });
  const start = useCreateCoachRoom();

  const choose = (client: ClientSummary) => start.mutate(client.id, { onSuccess: onStarted });

  return (
    <Stack>
      <TextInput
        label="Search clients"
        placeholder="Name or email"
        leftSection={<IconSearch size={16} />}
        value={input}
        onChange={(event) => setInput(event.currentTarget.value)}
        data-autofocus
      />
      {search !== '' &&
        (clients.isPending ? (
          <Center>
            <Loader size="sm" aria-label="Searching" />
          </Center>
        ) : clients.isError ? (
          <Text c="red">{MESSAGES.serverError}</Text>
        ) : clients.data.results.length === 0 ? (
          <Text c="dimmed">{MESSAGING_MESSAGES.noClientsFound}</Text>
        ) : (
          <Stack gap={4}>
            {clients.data.results.map((client) => (
              <UnstyledButton
                key={client.id}
                onClick={() => choose(client)}
                disabled={start.isPending}
                p="xs"
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
              >
                <Group wrap="nowrap" gap="sm">
                  <Avatar src={client.image} name={fullName(client)} color="initials" size="sm" />
                  <div>
                    <Text size="sm" fw={500}>
                      {fullName(client)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {client.email}
                    </Text>
                  </div>
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        ))}
      {start.isError && (
        <Text c="red" size="sm" role="alert">
          {failureMessage(start.error, { orField: true })}
        </Text>
      )}
    </Stack>
  );
}
