import { useEffect } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { firstScreenDrawn } from '../lib/first-screen';
import { subscribeSession } from '../lib/session';
import { AppProviders } from './providers';

/**
 * The whole app. When the session disappears without a navigation (a 401, a logout in another
 * tab) the guards run again, so a protected page sends the user to the login page.
 */
export function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  // The app's first commit: the work held for the first screen may start once it has painted.
  useEffect(firstScreenDrawn, []);
  useEffect(
    () =>
      subscribeSession((session) => {
        const { initialized, navigation } = router.state;
        if (!session && initialized && navigation.state === 'idle') void router.revalidate();
      }),
    [router],
  );
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
