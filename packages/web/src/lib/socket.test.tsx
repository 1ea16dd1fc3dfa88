import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { io } from 'socket.io-client';
import { describe, expect, it, vi } from 'vitest';
import { settled } from '../test/deferred';
import { fakeSockets, type FakeSocket } from '../test/fake-socket';
import { firstScreenDrawn, holdUntilFirstScreen, resetFirstScreen } from './first-screen';
import {
  NotConnectedError,
  RealtimeProvider,
  RETRY_REFUSED_CONNECTION_MS,
  openSocket,
  useEmitWithAck,
  useRealtime,
  useResync,
  useSocketEvent,
} from './socket';

vi.mock('socket.io-client', () => ({ io: vi.fn(() => ({ connected: false })) }));

function withProvider(sockets: ReturnType<typeof fakeSockets>, token: string | null = 'tok-1') {
  return ({ children }: { children: ReactNode }) => (
    <RealtimeProvider token={token} connect={sockets.connect}>
      {children}
    </RealtimeProvider>
  );
}

function Status() {
  const { connected } = useRealtime();
  return <p>{connected ? 'online' : 'offline'}</p>;
}

describe('openSocket', () => {
  it('loads the client on first use, then connects to /socket.io on the same origin with the session token, WebSocket first', async () => {
    await openSocket('tok-1');
    expect(io).toHaveBeenCalledWith({
      path: '/socket.io',
      auth: { token: 'tok-1' },
      transports: ['websocket', 'polling'],
    });
  });

  it('at start-up, connects only once the first screen has painted (its code and handshake would delay it)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    try {
      vi.mocked(io).mockClear();
      holdUntilFirstScreen();
      const opening = Promise.resolve(openSocket('tok-2'));
      await vi.advanceTimersByTimeAsync(5000);
      expect(await settled(opening)).toBe(false);
      expect(io).not.toHaveBeenCalled();

      firstScreenDrawn();
      await vi.advanceTimersByTimeAsync(20);
      expect(await settled(opening)).toBe(true);
      expect(io).toHaveBeenCalledWith(expect.objectContaining({ auth: { token: 'tok-2' } }));

      // Later connections (another login) open at once, as before.
      vi.mocked(io).mockClear();
      expect(openSocket('tok-3')).not.toBeInstanceOf(Promise);
      expect(io).toHaveBeenCalledWith(expect.objectContaining({ auth: { token: 'tok-3' } }));
    } finally {
      vi.useRealTimers();
      resetFirstScreen();
    }
  });
});

describe('RealtimeProvider with a client still loading', () => {
  it('attaches the connection once its code has loaded, and closes one that loads after the session ended', async () => {
    const sockets = fakeSockets();
    let finishLoading: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => (finishLoading = resolve));
    const slowConnect = (token: string) => loaded.then(() => sockets.connect(token));

    const first = render(
      <RealtimeProvider token="tok-1" connect={slowConnect}>
        <Status />
      </RealtimeProvider>,
    );
    expect(sockets.opened).toHaveLength(0);
    await act(async () => finishLoading());
    await sockets.last.open();
    expect(screen.getByText('online')).toBeInTheDocument();
    first.unmount();
    expect(sockets.last.closed).toBe(true);

    // Logged out while the code was loading: the late connection is closed, never used.
    let finishLate: () => void = () => undefined;
    const late = new Promise<void>((resolve) => (finishLate = resolve));
    const second = render(
      <RealtimeProvider token="tok-2" connect={(token) => late.then(() => sockets.connect(token))}>
        <Status />
      </RealtimeProvider>,
    );
    second.unmount();
    await act(async () => finishLate());
    expect(sockets.last.token).toBe('tok-2');
    expect(sockets.last.closed).toBe(true);
  });
});

describe('RealtimeProvider', () => {
  it('opens one connection per token, says whether it is connected, and closes it when the token goes', async () => {
    const sockets = fakeSockets();
    const { rerender } = render(
      <RealtimeProvider token="tok-1" connect={sockets.connect}>
        <Status />
      </RealtimeProvider>,
    );
    expect(sockets.opened.map((socket) => socket.token)).toEqual(['tok-1']);
    expect(screen.getByText('offline')).toBeInTheDocument();

    await sockets.last.open();
    expect(screen.getByText('online')).toBeInTheDocument();
    await sockets.last.drop();
    expect(screen.getByText('offline')).toBeInTheDocument();

    rerender(
      <RealtimeProvider token="tok-1" connect={sockets.connect}>
        <Status />
      </RealtimeProvider>,
    );
    expect(sockets.opened).toHaveLength(1);

    rerender(
      <RealtimeProvider token={null} connect={sockets.connect}>
        <Status />
      </RealtimeProvider>,
    );
    expect(sockets.opened[0]!.closed).toBe(true);
    expect(sockets.opened).toHaveLength(1);
  });

  it('opens a new connection for a new token (another login), closing the old one', () => {
    const sockets = fakeSockets();
    const { rerender } = render(
      <RealtimeProvider token="tok-1" connect={sockets.connect}>
        {null}
      </RealtimeProvider>,
    );
    rerender(
      <RealtimeProvider token="tok-2" connect={sockets.connect}>
        {null}
      </RealtimeProvider>,
    );
    expect(sockets.opened.map((socket) => [socket.token, socket.closed])).toEqual([
      ['tok-1', true],
      ['tok-2', false],
    ]);
  });

  it('closes the connection when unmounted, and opens none without a token', () => {
    const sockets = fakeSockets();
    const { unmount } = render(
      <RealtimeProvider token="tok-1" connect={sockets.connect}>
        {null}
      </RealtimeProvider>,
    );
    unmount();
    expect(sockets.last.closed).toBe(true);

    const none = fakeSockets();
    render(
      <RealtimeProvider token={null} connect={none.connect}>
        {null}
      </RealtimeProvider>,
    );
    expect(none.opened).toHaveLength(0);
  });
});

describe('useSocketEvent', () => {
  it('hands each event to the latest handler, and stops listening when unmounted', async () => {
    const sockets = fakeSockets();
    const seen: unknown[] = [];
    const { unmount } = renderHook(() => useSocketEvent('version', (payload) => seen.push(payload)), {
      wrapper: withProvider(sockets),
    });
    await sockets.last.serverEmit('version', { version: '2' });
    await sockets.last.serverEmit('other', { version: '3' });
    expect(seen).toEqual([{ version: '2' }]);

    unmount();
    await sockets.last.serverEmit('version', { version: '4' });
    expect(seen).toEqual([{ version: '2' }]);
  });
});

describe('useResync', () => {
  it('fires on every connection that did not recover a previous one, the first included', async () => {
    const sockets = fakeSockets();
    const resync = vi.fn();
    renderHook(() => useResync(resync), { wrapper: withProvider(sockets) });
    const socket: FakeSocket = sockets.last;

    // Data loaded before the first connection was up may have missed a message.
    await socket.open();
    expect(resync).toHaveBeenCalledTimes(1);
    await socket.drop();
    await socket.open({ recovered: true });
    expect(resync).toHaveBeenCalledTimes(1);
    await socket.drop();
    await socket.open({ recovered: false });
    expect(resync).toHaveBeenCalledTimes(2);
  });
});

describe('a connection the server refused', () => {
  it('is tried again after a while, since Socket.IO gives up on it', async () => {
    vi.useFakeTimers();
    try {
      const sockets = fakeSockets();
      render(<Status />, { wrapper: withProvider(sockets) });
      const socket: FakeSocket = sockets.last;
      await socket.refuse();
      expect(socket.connectCalls).toBe(0);
      await act(async () => vi.advanceTimersByTime(RETRY_REFUSED_CONNECTION_MS));
      expect(socket.connectCalls).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is left alone while Socket.IO is still reconnecting by itself', async () => {
    vi.useFakeTimers();
    try {
      const sockets = fakeSockets();
      render(<Status />, { wrapper: withProvider(sockets) });
      const socket: FakeSocket = sockets.last;
      await act(async () => {
        socket.active = true;
        (socket as unknown as { fire(event: string, error: Error): void }).fire(
          'connect_error',
          new Error('x'),
        );
      });
      await act(async () => vi.advanceTimersByTime(RETRY_REFUSED_CONNECTION_MS * 2));
      expect(socket.connectCalls).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('useEmitWithAck', () => {
  it('sends with a timeout and answers the acknowledgement', async () => {
    const sockets = fakeSockets();
    const { result } = renderHook(() => useEmitWithAck(), { wrapper: withProvider(sockets) });
    await sockets.last.open();

    let answer: Promise<unknown> = Promise.resolve();
    act(() => {
      answer = result.current('message:send', { room: 5 }, 10_000);
    });
    const [sent] = sockets.last.sent;
    expect(sent).toMatchObject({ event: 'message:send', payload: { room: 5 }, timeoutMs: 10_000 });
    await sent!.ack({ ok: true, data: 1 });
    await expect(answer).resolves.toEqual({ ok: true, data: 1 });
  });

  it('fails at once while disconnected (rather than queueing), and outside a session', async () => {
    const sockets = fakeSockets();
    const { result } = renderHook(() => useEmitWithAck(), { wrapper: withProvider(sockets) });
    await expect(result.current('message:send', {}, 10_000)).rejects.toBeInstanceOf(NotConnectedError);
    expect(sockets.last.sent).toHaveLength(0);

    const outside = renderHook(() => useEmitWithAck());
    await expect(outside.result.current('message:send', {}, 10_000)).rejects.toBeInstanceOf(
      NotConnectedError,
    );
  });
});
