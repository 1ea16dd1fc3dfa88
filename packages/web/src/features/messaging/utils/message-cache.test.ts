import { describe, expect, it } from 'vitest';
import type { InfiniteData } from '@tanstack/react-query';
import type { ChatMessage, MessagingRoom, Paginated } from '@tandem/shared';
import { pageOf } from '../../../test/fake-requests';
import { buildMessage, buildRoom } from '../testing';
import { cursorOf, mergeMessages, withLastMessage, withMessage, withRoomOnTop } from './message-cache';

const at = (minute: number) => `2024-03-04T10:${String(minute).padStart(2, '0')}:00.000Z`;
const ids = (messages: ChatMessage[]) => messages.map((message) => message.id);

describe('cursorOf', () => {
  it('reads the timestamp and id of a `next` link', () => {
    expect(
      cursorOf(
        'http://api.test/api/messages/?room=5&limit=40&last_seen_timestamp=2024-03-04T10%3A00%3A00.000Z&last_seen_id=12',
      ),
    ).toEqual({ timestamp: '2024-03-04T10:00:00.000Z', id: 12 });
  });

  it('has none at the start of the history, or for a link without one', () => {
    expect(cursorOf(null)).toBeUndefined();
    expect(cursorOf('http://api.test/api/messages/?room=5')).toBeUndefined();
  });
});

describe('mergeMessages', () => {
  it('orders by time, then by id for the same instant', () => {
    const merged = mergeMessages([
      buildMessage({ id: 3, created_at: at(5) }),
      buildMessage({ id: 2, created_at: at(1) }),
      buildMessage({ id: 1, created_at: at(5) }),
    ]);
    expect(ids(merged)).toEqual([2, 1, 3]);
  });

  it('keeps one of the messages with the same id or the same client id', () => {
    const merged = mergeMessages([
      buildMessage({ id: 1, client_id: 'a' }),
      buildMessage({ id: 1, client_id: 'a' }),
      buildMessage({ id: 2, client_id: 'a' }),
      buildMessage({ id: 3, client_id: 'b' }),
    ]);
    expect(ids(merged)).toEqual([1, 3]);
  });
});

describe('withMessage', () => {
  const history: InfiniteData<{ next: string | null; results: ChatMessage[] }, null> = {
    pages: [
      {
        next: null,
        results: [buildMessage({ id: 2, created_at: at(2) }), buildMessage({ id: 1, created_at: at(1) })],
      },
    ],
    pageParams: [null],
  };

  it('adds a live message to the newest page, newest first', () => {
    const added = withMessage(history, buildMessage({ id: 3, created_at: at(3) }));
    expect(ids(added.pages[0]!.results)).toEqual([3, 2, 1]);
  });

  it('leaves the history as it is for a message it holds (by id or client id)', () => {
    expect(withMessage(history, buildMessage({ id: 2, created_at: at(2) }))).toBe(history);
    const sameDevice = { ...buildMessage({ id: 9 }), client_id: history.pages[0]!.results[0]!.client_id };
    expect(withMessage(history, sameDevice)).toBe(history);
  });
});

describe('room updates', () => {
  const first = buildRoom({ id: 1, last_message: buildMessage({ room_id: 1, created_at: at(9) }) });
  const second = buildRoom({ id: 2, last_message: buildMessage({ room_id: 2, created_at: at(5) }) });
  const third = buildRoom({ id: 3, last_message: buildMessage({ room_id: 3, created_at: at(1) }) });
  const list: InfiniteData<Paginated<MessagingRoom>, number> = {
    pages: [pageOf([first, second], { more: true }), pageOf([third])],
    pageParams: [0, 2],
  };

  it('moves the room of a new message to the top, showing it', () => {
    const message = buildMessage({ room_id: 3, created_at: at(10) });
    const moved = withRoomOnTop(list, message)!;
    expect(moved.pages.map((page) => page.results.map((room) => room.id))).toEqual([[3, 1, 2], []]);
    expect(moved.pages[0]!.results[0]!.last_message).toBe(message);
  });

  it('leaves the list for a message older than the room’s last one', () => {
    expect(withRoomOnTop(list, buildMessage({ room_id: 1, created_at: at(2) }))).toBe(list);
  });

  it('answers null for a room the list does not hold', () => {
    expect(withRoomOnTop(list, buildMessage({ room_id: 42 }))).toBeNull();
  });

  it('gives a room its latest message only', () => {
    const later = buildMessage({ room_id: 1, created_at: at(30) });
    expect(withLastMessage(first, later).last_message).toBe(later);
    expect(withLastMessage(first, buildMessage({ room_id: 1, created_at: at(0) }))).toBe(first);
    expect(withLastMessage(first, buildMessage({ room_id: 2, created_at: at(30) }))).toBe(first);
  });
});
