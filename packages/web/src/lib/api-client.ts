import { APP_VERSION, APP_VERSION_HEADER } from '@tandem/shared';
import { clearSession, readSession } from './session';

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
}

/**
 * Calls `/api/<path>` with the session token and the app version header. A 401 on a call made
 * with the token clears that session; the route guards then send the user to the login page.
 */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, formData, auth = true }: RequestOptions = {},
) {
  const headers: Record<string, string> = { Accept: 'application/json' };
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
  const allHeaders: Record<string, string> = { ...headers, [APP_VERSION_HEADER]: APP_VERSION };
  if (session) allHeaders.Authorization = `Token ${session.token}`;

  const response = await fetch(`/api/${path}`, { method, headers: allHeaders, body });
  // Clears only the session that made the call: one logged in since then keeps its new token.
  if (response.status === 401 && session && readSession()?.token === session.token) clearSession();
  if (!response.ok) throw new ApiError(response.status, await readBody(response));
  return response;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
