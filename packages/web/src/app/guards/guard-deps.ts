import type { QueryClient } from '@tanstack/react-query';
import type { Location } from 'react-router';

/** What the guard loaders need from the app around them. */
export interface GuardDeps {
  queryClient: QueryClient;
  /** The location on screen, or null before the first page has loaded (a fresh page load). */
  currentLocation: () => Location | null;
}
