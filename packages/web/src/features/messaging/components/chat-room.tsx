import { useMemo } from 'react';
import { Avatar, Box, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { MESSAGING_MESSAGES, type ChatMessage, type MessagingRoom } from '@tandem/shared';
import { useMessages } from '../api/get-messages';
import { useMessaging } from '../hooks/messaging-context';
import { useChatScroll } from '../hooks/use-chat-scroll';
import { useOutgoingMessages } from '../hooks/use-outgoing-messages';
import { useRoomFocus } from '../hooks/use-room-focus';
import { compareMessages, fullName, mergeMessages, otherMember } from '../utils/message-cache';
import { MessageBubble } from './message-bubble';
import { MessageComposer } from './message-composer';
import { useCurrentUser } from '../../users';
import { failureMessage } from '../../../lib/api-errors';

/** The later of two messages (either may be missing). */
function latest(a: ChatMessage | undefined, b: ChatMessage | null): ChatMessage | undefined {
  if (!b) return a;
  return !a || compareMessages(b, a) > 0 ? b : a;
}

interface ChatRoomProps {
  room: MessagingRoom;
  /** The header with the other member's name (a chat window has its own title instead). */
  showHeader?: boolean;
}

/**
 * An open room: the other member's name, the messages (oldest at the top, older ones loading as
 * the reader scrolls up) and the composer, or a note when the room no longer takes messages.
 * Messages typed here show at once, greyed until the server has stored them.
 */
export function ChatRoom({ room, showHeader = true }: ChatRoomProps) {
  const { me, outbox } = useMessaging();
  // The server closes every room to an admin acting as someone else; say why.
  const impersonating = useCurrentUser().user?.impersonating === true;
  const history = useMessages(room.id);
  const outgoing = useOutgoingMessages(room.id);
  const stored = useMemo(
    () => mergeMessages(history.data?.pages.flatMap((page) => page.results) ?? []),
    [history.data],
  );
  const storedIds = new Set(stored.map((message) => message.client_id));
  const waiting = outgoing.filter((item) => !storedIds.has(item.client_id));
  const other = otherMember(room, me);
  const name = fullName(other);

  // Read up to the newest message once the history is in (the list's copy of the room may lag).
  useRoomFocus(room.id, history.isSuccess ? latest(stored.at(-1), room.last_message) : undefined);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const lastKey = waiting.at(-1)?.client_id ?? stored.at(-1)?.client_id;
  const { viewport, onScroll } = useChatScroll({
    firstKey: stored[0]?.client_id ?? waiting[0]?.client_id,
    lastKey,
    lastIsOwn: waiting.length > 0 || stored.at(-1)?.sender_id === me,
    canLoadOlder: hasNextPage && !isFetchingNextPage,
    loadOlder: () => void fetchNextPage(),
  });

  return (
    <Stack gap={0} h="100%">
      {showHeader && (
        <Group
          gap="sm"
          px="md"
          py="sm"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Avatar src={other?.image} name={name} color="initials" size="md" />
          <Title order={4}>{name}</Title>
        </Group>
      )}
      <Box
        ref={viewport}
        onScroll={onScroll}
        role="log"
        aria-label={`Messages with ${name}`}
        py="xs"
        // The browser's own scroll anchoring would move the view a second time when older
        // messages arrive above: useChatScroll keeps it in place itself.
        style={{ flex: 1, minHeight: 0, overflowY: 'auto', overflowAnchor: 'none' }}
      >
        {isFetchingNextPage && (
          <Center py="xs">
            <Loader size="sm" aria-label="Loading older messages" />
          </Center>
        )}
        {history.isPending ? (
          <Center py="xl">
            <Loader aria-label="Loading messages" />
          </Center>
        ) : history.isError ? (
          <Text c="red" ta="center" py="md" role="alert">
            {failureMessage(history.error, { orField: true })}
          </Text>
        ) : null}
        {stored.map((message) => (
          <MessageBubble
            key={message.client_id}
            text={message.payload.message}
            own={message.sender_id === me}
            senderName={fullName(message.sender)}
            createdAt={message.created_at}
            status="stored"
          />
        ))}
        {waiting.map((item) => (
          <MessageBubble
            key={item.client_id}
            text={item.message}
            own
            senderName=""
            createdAt={item.created_at}
            status={item.status}
            error={item.error}
            onRetry={() => outbox?.retry(item.client_id)}
          />
        ))}
      </Box>
      {room.can_send ? (
        <MessageComposer key={room.id} roomId={room.id} onSend={(text) => outbox?.add(room.id, text)} />
      ) : (
        <Text size="sm" c="dimmed" ta="center" p="sm">
          {impersonating ? MESSAGING_MESSAGES.impersonating : MESSAGING_MESSAGES.cannotSend}
        </Text>
      )}
    </Stack>
  );
}
