import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/dropzone/styles.css';
import '@mantine/charts/styles.css';
import './print.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureValidationMessages } from '@tandem/shared';
import { App } from './app/app';
import { createAppRouter, routerReady } from './app/router';
import { PRERENDERED_ATTRIBUTES } from './prerender/prerendered-root';
import { TakeOver } from './prerender/take-over';
import { OFFLINE_QUERIES } from './app/offline-sync';
import { markAppStarted } from './lib/early-requests';
import { afterFirstScreen, holdUntilFirstScreen } from './lib/first-screen';
import { startOfflineSync } from './lib/offline-queue';
import { createQueryClient } from './lib/query-client';
import { persistQueries, restoreQueries } from './lib/query-persistence';
import { startServiceWorker } from './lib/service-worker';
import { waitAtMost } from './lib/wait-at-most';

configureValidationMessages();
markAppStarted();
holdUntilFirstScreen();
// The worker's registration and its precache of the whole shell wait for the first screen
// rather than compete with it for the link (lib/first-screen.ts).
void afterFirstScreen().then(startServiceWorker);
const queryClient = createQueryClient();
/** How long the first screen waits at most for the queries kept on the device. */
const RESTORE_WAIT_MS = 1000;
/**
 * How long the first render waits at most for the router's first route (its guard, data and
 * code). Within it the first screen is the page in its shell, drawn once; past it, the shell
 * draws with its placeholder and the page follows.
 */
const FIRST_ROUTE_WAIT_MS = 1000;

// The daily loop's queries kept on the device come back before the first screen, so it opens
// offline too (issue 20); a slow or missing IndexedDB only delays the start by RESTORE_WAIT_MS.
void waitAtMost(restoreQueries(queryClient), RESTORE_WAIT_MS).then(() => {
  persistQueries(queryClient, OFFLINE_QUERIES);
  startOfflineSync();
  const router = createAppRouter(queryClient);
  const container = document.getElementById('root')!;
  // A page prerendered at build time (the login screen, prerender.ts) stays on screen until its
  // route has loaded, so the app's first render draws the same page in its place rather than a
  // skeleton between the two; then it is the app's, its controls live. Any other page waits a
  // moment for its route too: drawing the shell first and the page after it cost a second
  // render, commit and paint before the page, what the client came for (issue 21: today's list
  // 0.2 s later on Lighthouse's phone). The early requests usually have its data there by then.
  const prerendered = container.hasAttribute('data-prerendered');
  const firstRoute = routerReady(router);
  void (prerendered ? firstRoute : waitAtMost(firstRoute, FIRST_ROUTE_WAIT_MS)).then(() => {
    const root = createRoot(container);
    const app = (
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>
    );
    // As a transition, so React renders in slices that leave the phone responsive rather than in
    // one long task (issue 21: up to a second under 4x CPU throttling for the shell alone). A
    // prerendered page shows meanwhile; it is live only once the app's page has replaced it
    // (TakeOver's layout effect), so nothing typed into it is lost.
    if (!prerendered) return startTransition(() => root.render(app));
    const live = () => PRERENDERED_ATTRIBUTES.forEach((attribute) => container.removeAttribute(attribute));
    startTransition(() => root.render(<TakeOver onDrawn={live}>{app}</TakeOver>));
  });
});
