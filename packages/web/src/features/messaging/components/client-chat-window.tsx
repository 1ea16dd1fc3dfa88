import { lazy, Suspense } from 'react';
import { ActionIcon, Center, Indicator, Loader, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { MISSED_FLASH_WINDOW_MS } from '@tandem/shared';
import { useClientRoom } from '../api/get-client-room';
import { useUnreadMessageCount } from '../api/get-room-info';
import { useMessaging } from '../hooks/messaging-context';
import { useFlash } from '../hooks/use-flash';
import { fullName, otherMember } from '../utils/message-cache';
import { ChatWindow } from './chat-window';
import { failureMessage } from '../../../lib/api-errors';

// The chat itself (its messages, the composer and its autosizing text box) loads when the window
// first opens: the button is in the header of every page a client sees (issue 21).
const ChatRoom = lazy(() => import('./chat-room').then((module) => ({ default: module.ChatRoom })));

/** The floating chat button's name; the side menu's 'Messages' item opens the same window. */
export const CHAT_BUTTON_LABEL = 'Chat with your coach';

/** Shown while the room is looked up, then while the chat's code loads. */
const chatLoading = (
  <Center h="100%">
    <Loader aria-label="Loading the chat" />
  </Center>
);

/**
 * A client's chat with their coach (spec: the shell's chat window for non-coaches): a button in
 * the header beside the help button (`color`: the header text's colour), with the missed
 * messages on a badge that flashes, opening a chat window. The room is looked up, and opened if
 * need be, the first time the window opens.
 */
export function ClientChatWindow({ color }: { color?: string }) {
  const { clientChat, me } = useMessaging();
  const missed = useUnreadMessageCount();
  const flash = useFlash(missed > 0 && !clientChat.opened, MISSED_FLASH_WINDOW_MS);
  const room = useClientRoom(clientChat.opened);
  const title = room.data ? `Chat with ${fullName(otherMember(room.data, me))}` : 'Chat';

  return (
    <>
      <Indicator label={missed} disabled={missed === 0} size={20} color="red" offset={4}>
        <ActionIcon
          aria-label={CHAT_BUTTON_LABEL}
          aria-expanded={clientChat.opened}
          size={40}
          radius="xl"
          variant={flash ? 'filled' : 'transparent'}
          color={flash ? 'orange' : undefined}
          c={flash ? undefined : color}
          data-flash={flash ? 'on' : 'off'}
          onClick={clientChat.opened ? clientChat.close : clientChat.open}
        >
          <IconMessageCircle size={26} />
        </ActionIcon>
      </Indicator>
      {clientChat.opened && (
        <ChatWindow title={title} onClose={clientChat.close}>
          {room.data ? (
            <Suspense fallback={chatLoading}>
              <ChatRoom room={room.data} showHeader={false} />
            </Suspense>
          ) : room.isError ? (
            <Text c="red" p="md" role="alert">
              {failureMessage(room.error, { orField: true })}
            </Text>
          ) : (
            chatLoading
          )}
        </ChatWindow>
      )}
    </>
  );
}
