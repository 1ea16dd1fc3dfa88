import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/dropzone/styles.css';
import '@mantine/charts/styles.css';
import './print.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureValidationMessages } from '@tandem/shared';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { OFFLINE_QUERIES } from './app/offline-sync';
import { startOfflineSync } from './lib/offline-queue';
import { createQueryClient } from './lib/query-client';
import { persistQueries, restoreQueries } from './lib/query-persistence';
import { startServiceWorker } from './lib/service-worker';

configureValidationMessages();
startServiceWorker();
const queryClient = createQueryClient();
/** How long the first screen waits at most for the queries kept on the device. */
const RESTORE_WAIT_MS = 1000;

// The daily loop's queries kept on the device come back before the first screen, so it opens
// offline too (issue 20); a slow or missing IndexedDB only delays the start by RESTORE_WAIT_MS.
void Promise.race([
  restoreQueries(queryClient).catch(() => undefined),
  new Promise((resolve) => setTimeout(resolve, RESTORE_WAIT_MS)),
]).then(() => {
  persistQueries(queryClient, OFFLINE_QUERIES);
  startOfflineSync();
  const router = createAppRouter(queryClient);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
});
