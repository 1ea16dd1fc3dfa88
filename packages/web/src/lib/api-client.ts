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
  const session = auth ? readSession() : null;
  const headers: Record<string, string> = { Accept: 'application/json', [APP_VERSION_HEADER]: APP_VERSION };
  // The browser writes the multipart Content-Type itself, with its boundary.
  if (body !== undefined && !formData) headers['Content-Type'] = 'application/json';
  if (session) headers.Authorization = `Token ${session.token}`;

  const response = await fetch(`/api/${path}`, {
    method,
    headers,
    body: formData ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  if (response.status === 401 && session && readSession()?.token === session.token) clearSession();
  if (!response.ok) throw new ApiError(response.status, await readBody(response));
  return (await readBody(response)) as T;
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
