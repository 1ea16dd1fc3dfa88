import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type * as SocketIoClient from 'socket.io-client';
import { afterFirstScreen, firstScreenPending } from './first-screen';

/*
 * The one real-time connection of a logged-in session (Socket.IO at /socket.io on the page's own
 * origin, authenticated with the session token). The server recovers a dropped connection for a
 * while, replaying what was sent meanwhile; a connection that comes back without that recovery
 * may have missed messages, so screens listening for it fetch their data again.
 */

/** What the app uses of a Socket.IO client socket; tests pass a fake with the same shape. */
export interface RealtimeSocket {
  readonly connected: boolean;
  /** Whether the last (re)connection recovered the previous one's channels and missed packets. */
  readonly recovered: boolean;
  // Socket.IO hands event payloads over untyped; each listener says what it expects.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  on(event: string, listener: (...args: any[]) => void): unknown;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  off(event: string, listener: (...args: any[]) => void): unknown;
  timeout(ms: number): { emitWithAck(event: string, ...args: unknown[]): Promise<unknown> };
  /** Whether Socket.IO will reconnect by itself (false after the server refused the connection). */
  readonly active: boolean;
  connect(): unknown;
  disconnect(): unknown;
}

/** How long to wait before trying again when the server refused the connection. */
export const RETRY_REFUSED_CONNECTION_MS = 5000;

/** Opens a connection for a session token (at once, or once its code has loaded). */
export type SocketFactory = (token: string) => RealtimeSocket | Promise<RealtimeSocket>;

let socketClient: typeof SocketIoClient | undefined;

/**
 * The Socket.IO client's code (13 KB gzipped), loaded once, when a session first opens a
 * connection rather than with the first page: a visitor on the login page never needs it (issue
 * 21's first-load budget). Tests load it first, so their (mocked) client opens at once.
 */
export async function loadSocketClient(): Promise<typeof SocketIoClient> {
  socketClient ??= await import('socket.io-client');
  return socketClient;
}

/**
 * The app's connection: same origin, WebSocket first, long polling where WebSockets are blocked.
 * At start-up it opens once the first screen has painted (lib/first-screen.ts): its code, its
 * handshake and the resync after it would otherwise delay that screen.
 */
export const openSocket: SocketFactory = (token) => {
  const open = (client: typeof SocketIoClient) =>
    client.io({ path: '/socket.io', auth: { token }, transports: ['websocket', 'polling'] });
  if (socketClient && !firstScreenPending()) return open(socketClient);
  return afterFirstScreen().then(loadSocketClient).then(open);
};

/** Raised by `useEmitWithAck` when there is no open connection to send on. */
export class NotConnectedError extends Error {
  constructor() {
    super('The real-time connection is not open.');
    this.name = 'NotConnectedError';
  }
}

interface RealtimeState {
  socket: RealtimeSocket | null;
  connected: boolean;
  /** Registers a listener for connections that came back without recovery. */
  onResync: (listener: () => void) => () => void;
}

const noResync = () => () => undefined;
const RealtimeContext = createContext<RealtimeState>({ socket: null, connected: false, onResync: noResync });

interface RealtimeProviderProps {
  /** The session token; null (logged out) opens nothing and closes an open connection. */
  token: string | null;
  /** How to open the connection (tests pass a fake); read once per token. */
  connect?: SocketFactory;
  children: ReactNode;
}

/** Keeps one connection per session token open while mounted and shares it with the hooks below. */
export function RealtimeProvider({ token, connect = openSocket, children }: RealtimeProviderProps) {
  const [socket, setSocket] = useState<RealtimeSocket | null>(null);
  const [connected, setConnected] = useState(false);
  const connectRef = useRef(connect);
  connectRef.current = connect;
  const resyncListeners = useRef(new Set<() => void>());

  useEffect(() => {
    if (!token) return;
    let detach: (() => void) | undefined;
    let closed = false;
    const attach = (opened: RealtimeSocket) => {
      if (closed) {
        // Logged out (or the token changed) while the client code was loading.
        opened.disconnect();
        return;
      }
      // Any connection that did not recover a previous one may have missed what was sent before
      // it existed: the first one too, as screens may have loaded their data before it was up.
      const onConnect = () => {
        setConnected(true);
        if (!opened.recovered) resyncListeners.current.forEach((listener) => listener());
      };
      const onDisconnect = () => setConnected(false);
      // Socket.IO retries a lost connection by itself, but not one the server refused (a failure
      // while checking the token): try again a little later rather than stay offline until a reload.
      let retry: ReturnType<typeof setTimeout> | undefined;
      const onConnectError = () => {
        if (opened.active) return;
        clearTimeout(retry);
        retry = setTimeout(() => opened.connect(), RETRY_REFUSED_CONNECTION_MS);
      };
      opened.on('connect', onConnect);
      opened.on('disconnect', onDisconnect);
      opened.on('connect_error', onConnectError);
      setSocket(opened);
      setConnected(opened.connected);
      detach = () => {
        clearTimeout(retry);
        opened.off('connect', onConnect);
        opened.off('disconnect', onDisconnect);
        opened.off('connect_error', onConnectError);
        opened.disconnect();
        setSocket(null);
        setConnected(false);
      };
    };
    const opening = connectRef.current(token);
    // A factory that answers at once (the tests' fakes) is attached at once.
    if (opening instanceof Promise) {
      opening.then(attach, () => undefined);
    } else {
      attach(opening);
    }
    return () => {
      closed = true;
      detach?.();
    };
  }, [token]);

  const onResync = useCallback((listener: () => void) => {
    resyncListeners.current.add(listener);
    return () => void resyncListeners.current.delete(listener);
  }, []);
  const value = useMemo(() => ({ socket, connected, onResync }), [socket, connected, onResync]);
  return createElement(RealtimeContext.Provider, { value }, children);
}

/** The open connection (null when logged out or outside the provider) and whether it is connected. */
export function useRealtime(): { socket: RealtimeSocket | null; connected: boolean } {
  const { socket, connected } = useContext(RealtimeContext);
  return { socket, connected };
}

/** The latest value of `value`, for listeners registered once. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** Calls `handler` with each `event` the server sends on the connection. */
export function useSocketEvent<T>(event: string, handler: (payload: T) => void): void {
  const { socket } = useContext(RealtimeContext);
  const latest = useLatest(handler);
  useEffect(() => {
    if (!socket) return;
    const listener = (payload: T) => latest.current(payload);
    socket.on(event, listener);
    return () => void socket.off(event, listener);
  }, [socket, event, latest]);
}

/**
 * Calls `handler` each time a connection opens without recovering a previous one (what was sent
 * before it was up did not reach this tab).
 */
export function useResync(handler: () => void): void {
  const { onResync } = useContext(RealtimeContext);
  const latest = useLatest(handler);
  useEffect(() => onResync(() => latest.current()), [onResync, latest]);
}

/**
 * Sends an event and waits for the server's answer: rejects at once with NotConnectedError when
 * disconnected (Socket.IO would otherwise hold it until a reconnection), and with Socket.IO's
 * error when no answer comes within `timeoutMs` or the connection drops meanwhile.
 */
export function useEmitWithAck(): <T>(event: string, payload: unknown, timeoutMs: number) => Promise<T> {
  const { socket } = useContext(RealtimeContext);
  return useCallback(
    async <T>(event: string, payload: unknown, timeoutMs: number) => {
      if (!socket?.connected) throw new NotConnectedError();
      return (await socket.timeout(timeoutMs).emitWithAck(event, payload)) as T;
    },
    [socket],
  );
}
