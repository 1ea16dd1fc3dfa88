import type { ChatMessage, SendMessage, SocketAck } from '@tandem/shared';
import { randomUuid } from '../../../lib/random-uuid';

/** How long a send waits for the server's answer before it is tried again. */
export const SEND_TIMEOUT_MS = 10_000;

/** A message typed on this device and not stored yet: on its way (shown greyed) or refused. */
export interface OutgoingMessage {
  room: number;
  /** Made here; every attempt carries it, so the server stores the message once. */
  client_id: string;
  message: string;
  /** When it was typed, to place it among the others until the stored one replaces it. */
  created_at: string;
  status: 'sending' | 'failed';
  /** Why the server refused it (status 'failed'). */
  error?: string;
}

/** What the outbox needs of the connection. */
export interface OutboxTransport {
  connected(): boolean;
  /** Sends one attempt; rejects when no answer comes in time or the connection drops. */
  send(message: SendMessage): Promise<SocketAck<ChatMessage>>;
  /** The server stored it: the stored message replaces the outgoing one. */
  stored(message: ChatMessage): void;
}

/**
 * The messages on their way from this device. Each is sent while connected; one that gets no
 * answer (a timeout, a dropped connection) is sent again with the same client id as soon as the
 * connection is back, and one the server refuses waits, with its reason, for the user to retry.
 * Nothing is dropped until the server has stored it.
 */
export class Outbox {
  private items: OutgoingMessage[] = [];
  private readonly inFlight = new Set<string>();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly transport: OutboxTransport,
    private readonly newId: () => string = randomUuid,
  ) {}

  /** For useSyncExternalStore. */
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** The messages on their way, oldest first (a new array after each change). */
  snapshot = (): readonly OutgoingMessage[] => this.items;

  /** Queues a message for a room and sends it when connected. */
  add(room: number, message: string): OutgoingMessage {
    const item: OutgoingMessage = {
      room,
      client_id: this.newId(),
      message,
      created_at: new Date().toISOString(),
      status: 'sending',
    };
    this.change([...this.items, item]);
    this.flush();
    return item;
  }

  /** Sends a refused message again, with its client id. */
  retry(clientId: string): void {
    this.update(clientId, { status: 'sending', error: undefined });
    this.flush();
  }

  /** Sends every message waiting to go; called when the connection opens. */
  flush(): void {
    if (!this.transport.connected()) return;
    for (const item of this.items) {
      if (item.status === 'sending' && !this.inFlight.has(item.client_id)) void this.deliver(item);
    }
  }

  /** Forgets a message the server stored (however its copy came back). */
  remove(clientId: string): void {
    if (this.items.some((item) => item.client_id === clientId)) {
      this.change(this.items.filter((item) => item.client_id !== clientId));
    }
  }

  private async deliver(item: OutgoingMessage): Promise<void> {
    this.inFlight.add(item.client_id);
    let ack: SocketAck<ChatMessage>;
    try {
      ack = await this.transport.send({ room: item.room, client_id: item.client_id, message: item.message });
    } catch {
      // No answer: it may or may not be stored. Sending it again is safe (same client id); while
      // connected that is now, otherwise flush() does it once the connection is back.
      this.inFlight.delete(item.client_id);
      this.flush();
      return;
    }
    this.inFlight.delete(item.client_id);
    if (ack.ok) {
      this.transport.stored(ack.data);
      this.remove(item.client_id);
    } else {
      this.update(item.client_id, { status: 'failed', error: ack.error });
    }
  }

  private update(clientId: string, patch: Partial<OutgoingMessage>): void {
    this.change(this.items.map((item) => (item.client_id === clientId ? { ...item, ...patch } : item)));
  }

  private change(items: OutgoingMessage[]): void {
    this.items = items;
    this.listeners.forEach((listener) => listener());
  }
}
