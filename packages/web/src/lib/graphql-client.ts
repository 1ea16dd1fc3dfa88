import { ApiError, withSession } from './api-client';
import { readSession } from './session';

interface GraphqlError {
  message: string;
  extensions?: { status?: number; body?: unknown };
}

/**
 * POSTs a GraphQL operation to /graphql with the session's token, as `apiRequest` does for REST.
 * The server puts a REST-shaped error in each error's extensions (`{status, body}`), so a failed
 * operation throws the same `ApiError` a REST call would and the same messages show.
 */
export async function graphqlRequest<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: withSession({ Accept: 'application/json', 'Content-Type': 'application/json' }, readSession()),
    body: JSON.stringify({ query, variables }),
  });
  const payload = (await response.json().catch(() => null)) as { data?: T; errors?: GraphqlError[] } | null;
  const error = payload?.errors?.[0];
  if (error || !response.ok || !payload?.data) {
    throw new ApiError(
      error?.extensions?.status ?? (response.ok ? 400 : response.status),
      error?.extensions?.body ?? { detail: error?.message ?? 'GraphQL request failed' },
    );
  }
  return payload.data;
}
