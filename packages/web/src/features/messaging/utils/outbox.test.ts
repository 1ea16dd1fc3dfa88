import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage, SendMessage, SocketAck } from '@tandem/shared';
import { buildMessage } from '../testing';
import { Outbox } from './outbox';

/** A connection the test drives: each send waits until the test answers or fails it. */
function fakeTransport() {
  const attempts: {
    message: SendMessage;
    answer: (ack: SocketAck<ChatMessage>) => void;
    fail: () => void;
  }[] = [];
  const transport = {
    online: true,
    stored: vi.fn<(message: ChatMessage) => void>(),
    connected: () => transport.online,
    send: (message: SendMessage) =>
      new Promise<SocketAck<ChatMessage>>((resolve, reject) =>
        attempts.push({ message, answer: resolve, fail: () => reject(new Error('operation has timed out')) }),
      ),
  };
  return { transport, attempts };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const stored = (message: SendMessage) =>
  buildMessage({ client_id: message.client_id, payload: { message: message.message } });

describe('Outbox', () => {
  it('sends a message at once when connected, with a new client id, and forgets it once stored', async () => {
    const { transport, attempts } = fakeTransport();
    const outbox = new Outbox(transport, () => 'id-1');
    outbox.add(5, 'Hello');
    expect(outbox.snapshot()).toMatchObject([
      { room: 5, client_id: 'id-1', message: 'Hello', status: 'sending' },
    ]);
    expect(attempts.map((attempt) => attempt.message)).toEqual([
      { room: 5, client_id: 'id-1', message: 'Hello' },
    ]);

    const message = stored(attempts[0]!.message);
    attempts[0]!.answer({ ok: true, data: message });
    await settle();
    expect(transport.stored).toHaveBeenCalledWith(message);
    expect(outbox.snapshot()).toEqual([]);
  });

  it('waits for the connection, then sends what was typed meanwhile', () => {
    const { transport, attempts } = fakeTransport();
    transport.online = false;
    const outbox = new Outbox(transport, () => 'id-1');
    outbox.add(5, 'Later');
    expect(attempts).toHaveLength(0);

    transport.online = true;
    outbox.flush();
    outbox.flush();
    expect(attempts).toHaveLength(1);
  });

  it('sends again with the same client id when no answer came: at once if connected, else on connecting', async () => {
    const { transport, attempts } = fakeTransport();
    const outbox = new Outbox(transport, () => 'id-1');
    outbox.add(5, 'Hello');

    attempts[0]!.fail();
    await settle();
    expect(attempts).toHaveLength(2);

    transport.online = false;
    attempts[1]!.fail();
    await settle();
    expect(attempts).toHaveLength(2);
    transport.online = true;
    outbox.flush();
    expect(attempts.map((attempt) => attempt.message.client_id)).toEqual(['id-1', 'id-1', 'id-1']);
  });

  it('keeps a refused message with the reason until retried', async () => {
    const { transport, attempts } = fakeTransport();
    const outbox = new Outbox(transport, () => 'id-1');
    outbox.add(5, 'Hello');
    attempts[0]!.answer({ ok: false, status: 403, error: 'Not allowed.' });
    await settle();
    expect(outbox.snapshot()).toMatchObject([{ status: 'failed', error: 'Not allowed.' }]);
    outbox.flush();
    expect(attempts).toHaveLength(1);

    outbox.retry('id-1');
    expect(outbox.snapshot()).toMatchObject([{ status: 'sending', error: undefined }]);
    expect(attempts[1]?.message).toEqual(attempts[0]?.message);
  });

  it('tells its subscribers about each change', () => {
    const { transport } = fakeTransport();
    const outbox = new Outbox(transport, () => 'id-1');
    const listener = vi.fn();
    const unsubscribe = outbox.subscribe(listener);
    outbox.add(5, 'Hello');
    outbox.remove('id-1');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    outbox.add(5, 'Again');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
