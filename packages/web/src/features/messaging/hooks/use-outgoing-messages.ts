import { useMemo, useSyncExternalStore } from 'react';
import type { OutgoingMessage } from '../utils/outbox';
import { useMessaging } from './messaging-context';

const NONE: readonly OutgoingMessage[] = [];
const subscribeToNothing = () => () => undefined;

/** The messages typed in this room on this device that the server has not stored yet. */
export function useOutgoingMessages(roomId: number): OutgoingMessage[] {
  const { outbox } = useMessaging();
  const all = useSyncExternalStore(
    outbox?.subscribe ?? subscribeToNothing,
    outbox?.snapshot ?? (() => NONE),
    () => NONE,
  );
  return useMemo(() => all.filter((item) => item.room === roomId), [all, roomId]);
}
