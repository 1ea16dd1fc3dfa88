import { Box, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconMessagePlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { MESSAGES_NARROW_PX, MESSAGING_MESSAGES, type MessagingRoom } from '@tandem/shared';
import { PageLoader } from '../../../components/page-loader';
import { useCoachRooms } from '../api/get-coach-rooms';
import { useRoom } from '../api/get-room';
import { useMessaging } from '../hooks/messaging-context';
import { fullName, otherMember } from '../utils/message-cache';
import { ChatRoom } from './chat-room';
import { ChatWindow } from './chat-window';
import { RoomList } from './room-list';
import { StartConversationModal } from './start-conversation-modal';
import { failureMessage } from '../../../lib/api-errors';

/** The open room is in the address (?room=<id>), so a reload keeps it open. */
const ROOM_PARAM = 'room';

function roomIdOf(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/** The open room: from the list when it is there, else asked for on its own (a new or older room). */
function useOpenRoom(id: number | null) {
  const listed = useCoachRooms()
    .data?.pages.flatMap((page) => page.results)
    .find((room) => room.id === id);
  const single = useRoom(id, { enabled: !listed });
  return { room: listed ?? single.data, error: listed ? null : single.error };
}

/**
 * /messages (coach): the conversations on the left and the open one on the right; under
 * MESSAGES_NARROW_PX the list fills the page and the open room shows as a chat window.
 */
export function MessagesPage({ title }: { title: string }) {
  const narrow = useMediaQuery(`(max-width: ${MESSAGES_NARROW_PX}px)`);
  const [params, setParams] = useSearchParams();
  const selected = roomIdOf(params.get(ROOM_PARAM));
  const [starting, start] = useDisclosure(false);

  const select = (roomId: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (roomId === null) next.delete(ROOM_PARAM);
      else next.set(ROOM_PARAM, String(roomId));
      return next;
    });

  const started = (room: MessagingRoom) => {
    start.close();
    select(room.id);
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Button onClick={start.open} leftSection={<IconMessagePlus size={16} />}>
          {MESSAGING_MESSAGES.startConversation}
        </Button>
      </Group>
      <Group align="stretch" wrap="nowrap" gap="md">
        <Box w={narrow ? '100%' : 320} style={{ flexShrink: 0 }}>
          <RoomList selected={selected} onSelect={select} />
        </Box>
        {!narrow && (
          <Paper withBorder radius="md" style={{ flex: 1, minWidth: 0, height: 'calc(100dvh - 200px)' }}>
            {selected === null ? (
              <Center h="100%">
                <Text c="dimmed">Choose a conversation or start a new one.</Text>
              </Center>
            ) : (
              <OpenRoom id={selected} />
            )}
          </Paper>
        )}
      </Group>
      {narrow && selected !== null && <OpenRoomWindow id={selected} onClose={() => select(null)} />}
      <StartConversationModal opened={starting} onClose={start.close} onStarted={started} />
    </Stack>
  );
}

function OpenRoom({ id }: { id: number }) {
  const { room, error } = useOpenRoom(id);
  if (room) return <ChatRoom key={room.id} room={room} />;
  if (error) {
    return (
      <Center h="100%">
        <Text c="red">{failureMessage(error, { orField: true })}</Text>
      </Center>
    );
  }
  return <PageLoader />;
}

function OpenRoomWindow({ id, onClose }: { id: number; onClose: () => void }) {
  const { me } = useMessaging();
  const { room, error } = useOpenRoom(id);
  return (
    <ChatWindow title={room ? fullName(otherMember(room, me)) : 'Chat'} onClose={onClose}>
      {room ? (
        <ChatRoom key={room.id} room={room} showHeader={false} />
      ) : error ? (
        <Text c="red" p="md">
          {failureMessage(error, { orField: true })}
        </Text>
      ) : (
        <PageLoader />
      )}
    </ChatWindow>
  );
}
