import { act } from '@testing-library/react';
import type { RealtimeSocket } from '../lib/socket';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Listener = (...args: any[]) => void;

/** One `emitWithAck` the app made, waiting for the test to answer it (or to let it fail). */
export interface SentEvent {
  event: string;
  payload: unknown;
  timeoutMs: number;
  settled: boolean;
  /** Answers it as the server would. */
  ack(answer: unknown): Promise<void>;
  /** Fails it as Socket.IO does when no answer comes in time. */
  timeOut(): Promise<void>;
}

/**
 * A Socket.IO client socket with no network: the test connects and drops it, sends server events
 * and answers (or times out) what the app sends. It starts disconnected, like a real one.
 */
export class FakeSocket implements RealtimeSocket {
  connected = false;
  recovered = false;
  /** False once the server refused it (Socket.IO then stops reconnecting). */
  active = true;
  /** How many times the app asked it to connect again. */
  connectCalls = 0;
  /** Set once the app closed it (logged out, unmounted). */
  closed = false;
  readonly token: string;
  readonly sent: SentEvent[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly rejecters = new Map<SentEvent, (error: Error) => void>();

  constructor(token = 'test-token') {
    this.token = token;
  }

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  timeout(timeoutMs: number) {
    return {
      emitWithAck: (event: string, payload: unknown) =>
        new Promise<unknown>((resolve, reject) => {
          const sent: SentEvent = {
            event,
            payload,
            timeoutMs,
            settled: false,
            ack: (answer) => act(async () => this.settle(sent, () => resolve(answer))),
            timeOut: () =>
              act(async () => this.settle(sent, () => reject(new Error('operation has timed out')))),
          };
          this.rejecters.set(sent, reject);
          this.sent.push(sent);
        }),
    };
  }

  connect() {
    this.connectCalls += 1;
    this.active = true;
    return this;
  }

  disconnect() {
    this.closed = true;
    this.connected = false;
    return this;
  }

  /** The events the app sent under this name, oldest first. */
  sentAs(event: string): SentEvent[] {
    return this.sent.filter((sent) => sent.event === event);
  }

  /** The server refuses the connection (its middleware failed): Socket.IO gives up. */
  async refuse(message = 'Server error.') {
    await act(async () => {
      this.active = false;
      this.fire('connect_error', new Error(message));
    });
  }

  /** (Re)connects; `recovered` says whether the server restored the previous connection. */
  async open({ recovered = false } = {}) {
    await act(async () => {
      this.connected = true;
      this.recovered = recovered;
      this.fire('connect');
    });
  }

  /** Drops the connection: unanswered requests fail as Socket.IO fails them. */
  async drop() {
    await act(async () => {
      this.connected = false;
      for (const sent of this.sent) {
        this.settle(sent, () => this.rejecters.get(sent)?.(new Error('socket has been disconnected')));
      }
      this.fire('disconnect', 'transport close');
    });
  }

  /** An event from the server. */
  async serverEmit(event: string, payload: unknown) {
    await act(async () => this.fire(event, payload));
  }

  private fire(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  private settle(sent: SentEvent, finish: () => void) {
    if (sent.settled) return;
    sent.settled = true;
    finish();
  }
}

/** A factory for `RealtimeProvider` (or a mocked `io`) that records every socket it opens. */
export function fakeSockets() {
  const opened: FakeSocket[] = [];
  const connect = (token: string) => {
    const socket = new FakeSocket(token);
    opened.push(socket);
    return socket;
  };
  return {
    opened,
    connect,
    /** The socket opened last (throws when none was). */
    get last(): FakeSocket {
      const socket = opened.at(-1);
      if (!socket) throw new Error('No socket was opened.');
      return socket;
    },
  };
}
