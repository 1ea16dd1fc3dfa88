import { APP_VERSION, APP_VERSION_HEADER } from '@tandem/shared';
import { takeEarlyResponse } from './early-requests';
import { clearSession, readSession, type Session } from './session';

/** A non-2xx answer from the API, with its status and DRF-style body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`API answered ${status}`);
    this.name = 'ApiError';
  }

  /** The body's `code` (e.g. 'account_deactivated'), when it has one. */
  get code(): string | undefined {
    const code = (this.body as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? code : undefined;
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** A multipart body (file uploads); sent instead of `body`, with the browser's own Content-Type. */
  formData?: FormData;
  /** Send the session token (default). Login sends none. */
  auth?: boolean;
  /** More headers (the offline queue's `Idempotency-Key` and `X-Written-At`). */
  headers?: Record<string, string>;
}

/**
 * Calls `/api/<path>` with the session token and the app version header. A 401 on a call made
 * with the token clears that session; the route guards then send the user to the login page.
 */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, formData, auth = true, headers: extraHeaders }: RequestOptions = {},
) {
  const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json' };
  // The browser writes the multipart Content-Type itself, with its boundary.
  if (body !== undefined && !formData) headers['Content-Type'] = 'application/json';
  const response = await send(path, {
    method,
    headers,
    body: formData ?? (body === undefined ? undefined : JSON.stringify(body)),
    auth,
  });
  return (await readBody(response)) as T;
}

/**
 * GETs a file (a PDF, say) from `/api/<path>` as `apiRequest` would, with the token, the version
 * header and the same 401 handling, but keeps the body as bytes: `apiRequest` reads it as text,
 * which would corrupt it. The headers carry its type and `Content-Disposition`.
 */
export async function apiBlobRequest(path: string): Promise<{ blob: Blob; headers: Headers }> {
  const response = await send(path, { method: 'GET', headers: { Accept: '*/*' }, auth: true });
  return { blob: await response.blob(), headers: response.headers };
}

interface SendOptions {
  method: string;
  headers: Record<string, string>;
  body?: BodyInit;
  auth: boolean;
}

/** Sends the request with the version header (and the session's token), and throws a non-2xx answer. */
async function send(path: string, { method, headers, body, auth }: SendOptions): Promise<Response> {
  const session = auth ? readSession() : null;
  // A GET the page sent before the app loaded (lib/early-requests.ts) is answered from there.
  const early = method === 'GET' && session ? takeEarlyResponse(path, session.token) : undefined;
  const response = await (early ??
    fetch(`/api/${path}`, { method, headers: withSession(headers, session), body }));
  dropRejectedSession(response.status, session);
  if (!response.ok) throw new ApiError(response.status, await readBody(response));
  return response;
}

/** The request's headers plus the app version header and, with a session, its token. */
export function withSession(
  headers: Record<string, string>,
  session: Session | null,
): Record<string, string> {
  const allHeaders: Record<string, string> = { ...headers, [APP_VERSION_HEADER]: APP_VERSION };
  if (session) allHeaders.Authorization = `Token ${session.token}`;
  return allHeaders;
}

/** Clears only the session that made the call: one logged in since then keeps its new token. */
function dropRejectedSession(status: number, session: Session | null): void {
  if (status === 401 && session && readSession()?.token === session.token) clearSession();
}

interface UploadOptions {
  method?: 'POST' | 'PATCH' | 'PUT';
  /** Called as the body goes out with the fraction sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
  /** Aborting it cancels the upload; the promise then rejects with an `AbortError`. */
  signal?: AbortSignal;
}

/**
 * Sends a multipart body to `/api/<path>` as `apiRequest` would (token, version header, 401
 * handling, `ApiError` on a non-2xx answer) but through XMLHttpRequest, the one browser API that
 * reports upload progress: large lesson files take minutes and the coach sees them go.
 */
export function apiUploadRequest<T>(
  path: string,
  formData: FormData,
  { method = 'POST', onProgress, signal }: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const session = readSession();
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = (finish: () => void) => {
      signal?.removeEventListener('abort', abort);
      finish();
    };

    xhr.open(method, `/api/${path}`);
    for (const [name, value] of Object.entries(withSession({ Accept: 'application/json' }, session))) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () =>
      settle(() => {
        dropRejectedSession(xhr.status, session);
        const body = parseBody(xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
        else reject(new ApiError(xhr.status, body));
      });
    // As fetch does when the network fails.
    xhr.onerror = () => settle(() => reject(new TypeError('Failed to fetch')));
    xhr.onabort = () => settle(() => reject(abortError()));
    signal?.addEventListener('abort', abort);
    xhr.send(formData);
  });
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

async function readBody(response: Response): Promise<unknown> {
  return parseBody(await response.text());
}

/** A JSON answer as data, any other text as it is, an empty one as null. */
function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
