import type { ReactNode } from 'react';
import { MantineProvider, createTheme, em } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MOBILE_BREAKPOINT_PX, SNACKBAR_MS } from '@tandem/shared';
import { RaffleProvider } from '../features/rewards';

// 'xs' is the spec's mobile breakpoint: the side drawer collapses behind a burger below it.
const theme = createTheme({ breakpoints: { xs: em(MOBILE_BREAKPOINT_PX) } });

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme}>
        <Notifications autoClose={SNACKBAR_MS} position="top-center" />
        <RaffleProvider>{children}</RaffleProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
