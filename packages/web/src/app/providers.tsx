import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SNACKBAR_MS } from '@tandem/shared';
import { RaffleProvider } from '../features/rewards';
import { OfflineSync } from './offline-sync';
import { cssVariablesResolver, theme } from './theme';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* Light or dark as the system is set (issue 22); the theme keeps both at WCAG AA. */}
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
        {/* At the bottom: a snackbar never covers the header's menu, avatar or help (issue 22).
            Fixed in place at the app's root rather than in a portal, which would set state as the
            first page is drawn and so run all its effects in the same task (issue 21). */}
        <Notifications autoClose={SNACKBAR_MS} position="bottom-center" withinPortal={false} />
        <OfflineSync />
        <RaffleProvider>{children}</RaffleProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
