import { Avatar, Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  MESSAGES,
  MESSAGING_MESSAGES,
  MISSED_FLASH_LIST_MS,
  messagePreview,
  type MessagingRoom,
} from '@tandem/shared';
import { LoadMore } from '../../../components/load-more';
import { PageLoader } from '../../../components/page-loader';
import { useCoachRooms } from '../api/get-coach-rooms';
import { useRoomInfo } from '../api/get-room-info';
import { useMessaging } from '../hooks/messaging-context';
import { useFlash } from '../hooks/use-flash';
import { fullName, otherMember } from '../utils/message-cache';

/** How far below the list's end the next page starts loading. */
const LOAD_MORE_DISTANCE_PX = 200;

interface RoomListProps {
  selected: number | null;
  onSelect: (roomId: number) => void;
}

/** The coach's conversations, latest first, each with its preview and missed messages. */
export function RoomList({ selected, onSelect }: RoomListProps) {
  const rooms = useCoachRooms();
  const { me } = useMessaging();
  const missed = useRoomInfo().data ?? {};

  if (rooms.isPending) return <PageLoader />;
  if (rooms.isError && !rooms.data) return <Text c="red">{MESSAGES.serverError}</Text>;
  // A room moved to the top by a live message may come again on a later page.
  const list = [
    ...new Map(rooms.data.pages.flatMap((page) => page.results).map((room) => [room.id, room])).values(),
  ];
  if (list.length === 0) return <Text c="dimmed">{MESSAGING_MESSAGES.noConversations}</Text>;

  return (
    <Stack gap={4} component="nav" aria-label="Conversations">
      {list.map((room) => (
        <RoomListItem
          key={room.id}
          room={room}
          me={me}
          missed={missed[String(room.id)] ?? 0}
          active={room.id === selected}
          onSelect={onSelect}
        />
      ))}
      <LoadMore
        query={rooms}
        distancePx={LOAD_MORE_DISTANCE_PX}
        loadingLabel="Loading more conversations"
        errorMessage={MESSAGES.serverError}
      />
    </Stack>
  );
}

interface RoomListItemProps {
  room: MessagingRoom;
  me: number | null;
  missed: number;
  active: boolean;
  onSelect: (roomId: number) => void;
}

/** One conversation: who, the last message's preview and, flashing, how many were missed. */
function RoomListItem({ room, me, missed, active, onSelect }: RoomListItemProps) {
  const flash = useFlash(missed > 0, MISSED_FLASH_LIST_MS);
  const other = otherMember(room, me);
  const name = fullName(other);
  const last = room.last_message;
  const background = flash
    ? // A yellow that stays behind light text in dark mode.
      'light-dark(var(--mantine-color-yellow-2), var(--mantine-color-yellow-light))'
    : active
      ? 'var(--mantine-color-blue-light)'
      : undefined;
  return (
    <UnstyledButton
      onClick={() => onSelect(room.id)}
      aria-current={active ? 'true' : undefined}
      data-flash={flash ? 'on' : 'off'}
      p="sm"
      style={{ borderRadius: 'var(--mantine-radius-md)', background }}
    >
      <Group wrap="nowrap" gap="sm">
        <Avatar src={other?.image} name={name} color="initials" />
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} truncate>
            {name}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {last ? messagePreview(last.payload.message, last.sender_id === me) : ''}
          </Text>
        </Stack>
        {missed > 0 && (
          <Badge color="red" circle title={`${missed} missed`}>
            {missed}
          </Badge>
        )}
      </Group>
    </UnstyledButton>
  );
}
