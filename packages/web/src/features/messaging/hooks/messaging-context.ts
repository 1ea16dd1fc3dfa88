import { createContext, useContext } from 'react';
import type { Outbox } from '../utils/outbox';
import type { MessagingRole } from '../utils/access';

/** What the messaging screens share for the session (see MessagingProvider). */
export interface MessagingContextValue {
  /** The user's id, and which side of a room they are on (null: no messaging for them). */
  me: number | null;
  role: MessagingRole | null;
  outbox: Outbox | null;
  /** Says a room is on screen (until the returned function is called): its messages are seen. */
  showRoom: (roomId: number) => () => void;
  /** What was typed in each room and not sent yet, kept while the room is closed. */
  drafts: Map<number, string>;
  /** The client's chat window (the side menu opens it too). */
  clientChat: { opened: boolean; open: () => void; close: () => void };
}

const noop = () => undefined;

export const MessagingContext = createContext<MessagingContextValue>({
  me: null,
  role: null,
  outbox: null,
  showRoom: () => noop,
  drafts: new Map(),
  clientChat: { opened: false, open: noop, close: noop },
});

/** The session's messaging state (inert outside MessagingProvider). */
export const useMessaging = () => useContext(MessagingContext);
