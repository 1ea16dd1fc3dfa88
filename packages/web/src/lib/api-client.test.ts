import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION, APP_VERSION_HEADER } from '@tandem/shared';
import { fakeApi } from '../test/fake-api';
import { ApiError, apiBlobRequest, apiRequest, apiUploadRequest } from './api-client';
import { EARLY_REQUESTS_GLOBAL, type EarlyRequests } from './early-requests';
import { readSession, writeSession } from './session';

describe('apiRequest', () => {
  describe('with answers the page asked for before the app loaded (lib/early-requests.ts)', () => {
    const global = globalThis as Record<string, unknown>;
    const leaveEarly = (responses: EarlyRequests['responses']) => {
      global[EARLY_REQUESTS_GLOBAL] = { token: 'abc', responses } satisfies EarlyRequests;
    };
    const json = (status: number, body: unknown) =>
      Promise.resolve(new Response(JSON.stringify(body), { status }));
    beforeEach(() => writeSession({ token: 'abc', id: 7 }));
    afterEach(() => {
      delete global[EARLY_REQUESTS_GLOBAL];
    });

    it('reads the early answer of a GET instead of asking again, then asks the network', async () => {
      leaveEarly({ 'user/7/': json(200, { id: 7, early: true }) });
      const server = fakeApi({ 'GET /api/user/7/': { body: { id: 7 } } });
      await expect(apiRequest('user/7/')).resolves.toEqual({ id: 7, early: true });
      expect(server.calls).toEqual([]);
      await expect(apiRequest('user/7/')).resolves.toEqual({ id: 7 });
      expect(server.calls).toHaveLength(1);
    });

    it('reads an early 401 as any other: the session goes and the error is thrown', async () => {
      leaveEarly({ 'user/7/': json(401, { detail: 'Invalid token.' }) });
      fakeApi();
      await expect(apiRequest('user/7/')).rejects.toMatchObject({ status: 401 });
      expect(readSession()).toBeNull();
    });

    it('never answers a write from them', async () => {
      leaveEarly({ 'user/7/': json(200, { id: 7, early: true }) });
      const server = fakeApi({ 'PATCH /api/user/7/': { body: { id: 7 } } });
      await expect(apiRequest('user/7/', { method: 'PATCH', body: {} })).resolves.toEqual({ id: 7 });
      expect(server.calls).toHaveLength(1);
    });
  });

  it('sends the app version, the token and a JSON body to /api/', async () => {
    writeSession({ token: 'abc', id: 7 });
    const server = fakeApi({ 'POST /api/things/': { status: 201, body: { id: 1 } } });

    await expect(apiRequest('things/', { method: 'POST', body: { name: 'x' } })).resolves.toEqual({ id: 1 });

    const [call] = server.calls;
    expect(call?.headers.get(APP_VERSION_HEADER)).toBe(APP_VERSION);
    expect(call?.headers.get('Authorization')).toBe('Token abc');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(call?.body).toEqual({ name: 'x' });
  });

  it('sends a multipart body as it is, leaving the Content-Type to the browser', async () => {
    writeSession({ token: 'abc', id: 7 });
    const server = fakeApi({ 'PATCH /api/user/7/': { body: { id: 7 } } });
    const formData = new FormData();
    formData.append('image', new File(['png'], 'me.png', { type: 'image/png' }));

    await expect(apiRequest('user/7/', { method: 'PATCH', formData })).resolves.toEqual({ id: 7 });

    const [call] = server.calls;
    expect(call?.headers.get('Content-Type')).toBeNull();
    expect(call?.headers.get('Authorization')).toBe('Token abc');
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(init?.body).toBe(formData);
  });

  it('sends no token when logged out or when asked not to', async () => {
    const server = fakeApi({ 'GET /api/version': { body: { version: '1' } } });
    await apiRequest('version');
    writeSession({ token: 'abc', id: 7 });
    await apiRequest('version', { auth: false });
    expect(server.calls.map((call) => call.headers.get('Authorization'))).toEqual([null, null]);
  });

  it('throws the status, body and code of an error answer', async () => {
    fakeApi({ 'POST /api/login/': { status: 403, body: { detail: 'No.', code: 'account_deactivated' } } });
    const error = await apiRequest('login/', { method: 'POST' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, body: { detail: 'No.' }, code: 'account_deactivated' });
  });

  it('drops the session on a 401', async () => {
    writeSession({ token: 'abc', id: 7 });
    fakeApi({ 'GET /api/user/7/': { status: 401, body: { detail: 'Invalid token.' } } });
    await expect(apiRequest('user/7/')).rejects.toMatchObject({ status: 401 });
    expect(readSession()).toBeNull();
  });

  it('keeps the session on other errors', async () => {
    writeSession({ token: 'abc', id: 7 });
    fakeApi({ 'GET /api/user/7/': { status: 403, body: { detail: 'No.' } } });
    await expect(apiRequest('user/7/')).rejects.toMatchObject({ status: 403 });
    expect(readSession()).toEqual({ token: 'abc', id: 7 });
  });

  it('answers null for an empty 204', async () => {
    fakeApi({ 'POST /api/logout/': { status: 204 } });
    await expect(apiRequest('logout/', { method: 'POST' })).resolves.toBeNull();
  });
});

describe('apiBlobRequest', () => {
  it('sends the app version and the token, and keeps the body as bytes with its headers', async () => {
    writeSession({ token: 'abc', id: 7 });
    // Not valid UTF-8: reading it as text would change it.
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xff, 0x00, 0xe2]);
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(pdf, {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="a.pdf"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);

    const { blob, headers } = await apiBlobRequest('things/1/print/');

    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(pdf);
    expect(headers.get('Content-Disposition')).toBe('attachment; filename="a.pdf"');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things/1/print/');
    const sent = new Headers(init?.headers);
    expect(sent.get(APP_VERSION_HEADER)).toBe(APP_VERSION);
    expect(sent.get('Authorization')).toBe('Token abc');
  });

  it('throws the status and body of an error answer, keeping the session', async () => {
    writeSession({ token: 'abc', id: 7 });
    fakeApi({ 'GET /api/things/1/print/': { status: 403, body: { detail: 'No.' } } });
    const error = await apiBlobRequest('things/1/print/').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, body: { detail: 'No.' } });
    expect(readSession()).toEqual({ token: 'abc', id: 7 });
  });

  it('drops the session on a 401', async () => {
    writeSession({ token: 'abc', id: 7 });
    fakeApi({ 'GET /api/things/1/print/': { status: 401, body: { detail: 'Invalid token.' } } });
    await expect(apiBlobRequest('things/1/print/')).rejects.toMatchObject({ status: 401 });
    expect(readSession()).toBeNull();
  });

  it('keeps a session that logged in while a 401 was on its way', async () => {
    writeSession({ token: 'abc', id: 7 });
    fakeApi({
      'GET /api/things/1/print/': () => {
        writeSession({ token: 'new', id: 8 });
        return { status: 401, body: { detail: 'Invalid token.' } };
      },
    });
    await expect(apiBlobRequest('things/1/print/')).rejects.toMatchObject({ status: 401 });
    expect(readSession()).toEqual({ token: 'new', id: 8 });
  });
});

/** A stand-in XMLHttpRequest that records what it was asked to send; the test answers it. */
class FakeXhr {
  static last: FakeXhr | null = null;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  aborted = false;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  /** The browser sent `loaded` of `total` bytes. */
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.(new ProgressEvent('progress', { loaded, total, lengthComputable }));
  }
  answer(status: number, body?: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }
}

function sentXhr(): FakeXhr {
  if (!FakeXhr.last) throw new Error('No request was made');
  return FakeXhr.last;
}

describe('apiUploadRequest', () => {
  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('sends the form data with the app version and the token, and resolves with the answer', async () => {
    writeSession({ token: 'abc', id: 7 });
    const formData = new FormData();
    formData.append('title', 'Intro');
    const sent = apiUploadRequest<{ id: number }>('coaches/module-lessons/4/', formData, { method: 'PATCH' });

    const xhr = sentXhr();
    expect(xhr.method).toBe('PATCH');
    expect(xhr.url).toBe('/api/coaches/module-lessons/4/');
    expect(xhr.body).toBe(formData);
    expect(xhr.headers).toEqual({
      Accept: 'application/json',
      [APP_VERSION_HEADER]: APP_VERSION,
      Authorization: 'Token abc',
    });
    xhr.answer(200, { id: 4 });
    await expect(sent).resolves.toEqual({ id: 4 });
  });

  it('POSTs by default and sends no token when logged out', async () => {
    const sent = apiUploadRequest('things/', new FormData());
    const xhr = sentXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.headers.Authorization).toBeUndefined();
    xhr.answer(204);
    await expect(sent).resolves.toBeNull();
  });

  it('reports the fraction of the body sent so far', async () => {
    const fractions: number[] = [];
    const sent = apiUploadRequest('things/', new FormData(), { onProgress: (f) => fractions.push(f) });
    const xhr = sentXhr();
    xhr.progress(25, 100);
    xhr.progress(10, 0, false);
    xhr.progress(100, 100);
    xhr.answer(201, { id: 1 });
    await sent;
    expect(fractions).toEqual([0.25, 1]);
  });

  it('throws the status and body of an error answer, keeping the session', async () => {
    writeSession({ token: 'abc', id: 7 });
    const sent = apiUploadRequest('things/', new FormData());
    sentXhr().answer(413, { detail: 'Too large.' });
    const error = await sent.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, body: { detail: 'Too large.' } });
    expect(readSession()).toEqual({ token: 'abc', id: 7 });
  });

  it('keeps a text answer that is not JSON', async () => {
    const sent = apiUploadRequest('things/', new FormData());
    const xhr = sentXhr();
    xhr.status = 502;
    xhr.responseText = 'Bad Gateway';
    xhr.onload?.();
    await expect(sent).rejects.toMatchObject({ status: 502, body: 'Bad Gateway' });
  });

  it('drops the session on a 401', async () => {
    writeSession({ token: 'abc', id: 7 });
    const sent = apiUploadRequest('things/', new FormData());
    sentXhr().answer(401, { detail: 'Invalid token.' });
    await expect(sent).rejects.toMatchObject({ status: 401 });
    expect(readSession()).toBeNull();
  });

  it('rejects like fetch when the network fails', async () => {
    const sent = apiUploadRequest('things/', new FormData());
    sentXhr().onerror?.();
    await expect(sent).rejects.toBeInstanceOf(TypeError);
  });

  it('cancels the upload when its signal aborts', async () => {
    const controller = new AbortController();
    const sent = apiUploadRequest('things/', new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(sent).rejects.toMatchObject({ name: 'AbortError' });
    expect(sentXhr().aborted).toBe(true);
  });

  it('sends nothing when the signal has already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      apiUploadRequest('things/', new FormData(), { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last).toBeNull();
  });
});
