import { vi } from 'vitest';
import { APP_VERSION } from '@tandem/shared';

/** One request the app made, as the fake server saw it. */
export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
  /** Headers besides Content-Type (a download's Content-Disposition, say). */
  headers?: Record<string, string>;
}

/** A canned answer, a function of the request, or a network failure (fetch rejects). */
export type FakeHandler =
  FakeResponse | ((call: RecordedCall) => FakeResponse | Promise<FakeResponse>) | 'network-error';

/** Handlers keyed by `METHOD /api/path/`. */
export type FakeRoutes = Record<string, FakeHandler>;

/** What every page asks for; tests override them. Sub-domains answer 404 unless a test says otherwise. */
const DEFAULT_ROUTES: FakeRoutes = {
  'GET /api/config': { body: { version: APP_VERSION, default_sub_domain: 'demo' } },
  'GET /api/version': { body: { version: APP_VERSION } },
};

/** Replaces `fetch` with a small in-memory server; unknown routes answer 404 `{detail: 'Not found.'}`. */
export function fakeApi(routes: FakeRoutes = {}) {
  const calls: RecordedCall[] = [];
  const handlers = { ...DEFAULT_ROUTES, ...routes };

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: RecordedCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init.headers),
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    if (handler === 'network-error') throw new TypeError('Failed to fetch');
    const answer = !handler
      ? { status: 404, body: { detail: 'Not found.' } }
      : typeof handler === 'function'
        ? await handler(call)
        : handler;
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    calls,
    /** The calls made to `METHOD /api/path/`. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}
