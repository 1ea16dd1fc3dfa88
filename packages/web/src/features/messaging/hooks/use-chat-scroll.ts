import { useCallback, useLayoutEffect, useRef } from 'react';
import { MESSAGES_SCROLL_TOP_PX } from '@tandem/shared';

/** Within this distance of the bottom the reader follows new messages down. */
const NEAR_BOTTOM_PX = 80;

interface ChatScrollOptions {
  /** Keys of the oldest and newest message shown: what changed tells where messages were added. */
  firstKey: string | undefined;
  lastKey: string | undefined;
  /** The newest message is the user's own: they follow it down from anywhere. */
  lastIsOwn: boolean;
  /** Whether older messages may be loaded now (there are some, and none are on their way). */
  canLoadOlder: boolean;
  loadOlder: () => void;
}

/**
 * The scrolling of a chat, newest at the bottom: it opens at the bottom and follows new messages
 * when the reader is near the bottom (or wrote them); scrolled within MESSAGES_SCROLL_TOP_PX of the
 * top it loads older messages, and keeps what the reader sees in place when they arrive above.
 */
export function useChatScroll({ firstKey, lastKey, lastIsOwn, canLoadOlder, loadOlder }: ChatScrollOptions) {
  const viewport = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const shown = useRef<{ first?: string; last?: string; height: number }>({ height: 0 });
  const older = useRef({ canLoadOlder, loadOlder });
  older.current = { canLoadOlder, loadOlder };

  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const before = shown.current;
    if (lastKey !== before.last) {
      if (before.last === undefined || nearBottom.current || lastIsOwn)
        element.scrollTop = element.scrollHeight;
    } else if (firstKey !== before.first) {
      element.scrollTop += element.scrollHeight - before.height;
    }
    shown.current = { first: firstKey, last: lastKey, height: element.scrollHeight };
    // A history too short to scroll cannot be scrolled up to its top: load the older part now.
    const fits = element.scrollHeight > 0 && element.scrollHeight <= element.clientHeight;
    if (fits && older.current.canLoadOlder) older.current.loadOlder();
  }, [firstKey, lastKey, lastIsOwn]);

  const onScroll = useCallback(() => {
    const element = viewport.current;
    if (!element) return;
    nearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_BOTTOM_PX;
    // The height older messages are measured against: the content may have grown since the
    // last render (images, fonts, a resized window).
    shown.current.height = element.scrollHeight;
    if (element.scrollTop <= MESSAGES_SCROLL_TOP_PX && older.current.canLoadOlder) older.current.loadOlder();
  }, []);

  return { viewport, onScroll };
}
