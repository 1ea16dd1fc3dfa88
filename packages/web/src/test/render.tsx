import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { User } from '@tandem/shared';
import { App } from '../app/app';
import { AppProviders } from '../app/providers';
import { createAppRouter } from '../app/router';
import { APP_ROUTES } from '../app/routes';
import { writeSession, type Session } from '../lib/session';
import { fakeApi, type FakeRoutes } from './fake-api';

// The app loads each page with its route (issue 21). Tests load them all once, up front, as the
// app's imports used to: a screen's first render then never waits for its code inside a test's
// timeout on a loaded machine.
await Promise.all(APP_ROUTES.map((route) => route.page()));

export const TEST_TOKEN = 'test-token';

function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

interface RenderAppOptions {
  /** Logs this user in (stored session) and serves `GET /api/user/{id}/` with it. */
  user?: User;
  session?: Partial<Session>;
  api?: FakeRoutes;
  /** Puts data in the query cache before the first render, as the device's kept queries do. */
  cached?: (queryClient: QueryClient) => void;
}

/**
 * Renders the whole app (shell, guards, pages) at `path` against a fake API; `path` may carry a
 * navigation state, as a page reached by `navigate(path, { state })` has.
 */
export function renderApp(
  path: string | { pathname: string; state: unknown },
  { user, session, api = {}, cached }: RenderAppOptions = {},
) {
  if (user) writeSession({ token: TEST_TOKEN, id: user.id, ...session });
  const server = fakeApi({ ...(user && { [`GET /api/user/${user.id}/`]: { body: user } }), ...api });
  const queryClient = testQueryClient();
  cached?.(queryClient);
  const router = createAppRouter(queryClient, (routes) =>
    createMemoryRouter(routes, { initialEntries: [path] }),
  );
  render(<App router={router} queryClient={queryClient} />);
  return { router, queryClient, server, user: userEvent.setup() };
}

/** Renders one component with the app's providers inside a router, against a fake API. */
export function renderWithProviders(ui: ReactElement, { api = {} }: { api?: FakeRoutes } = {}) {
  const server = fakeApi(api);
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  render(
    <AppProviders queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, server, user: userEvent.setup() };
}
