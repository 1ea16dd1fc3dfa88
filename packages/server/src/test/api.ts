import type { TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * `call(method, url, role, payload)`: a request to `/api/<url>` as the user whose Authorization
 * header `auth[role]` holds, or anonymously when `role` is null. The app is read lazily, since
 * test files create it in `beforeAll`.
 */
export function apiCaller(app: () => TestApp, auth: Record<string, string>) {
  return (method: Method, url: string, role: string | null, payload?: object) =>
    app().app.inject({
      method,
      url: `/api/${url}`,
      payload,
      headers: role ? { authorization: auth[role]! } : {},
    });
}
