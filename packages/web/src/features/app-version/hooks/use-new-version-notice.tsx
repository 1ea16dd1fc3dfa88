import { useEffect, useSyncExternalStore } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { APP_VERSION, MESSAGING_EVENTS } from '@tandem/shared';
import { reloadToNewVersion, serviceWorkerUpdate } from '../../../lib/service-worker';
import { useSocketEvent } from '../../../lib/socket';
import { serverVersionQueryOptions, useServerVersion } from '../api/get-version';

const NOTICE_ID = 'new-app-version';

/**
 * Shows a persistent notice with a reload action once the server runs another version than this
 * bundle, or the service worker has a new version's shell waiting. The version is polled, and a
 * logged-in session also hears it on its real-time connection (the server announces it on
 * connecting and when a new server starts). Reloading lets the waiting worker take over first,
 * so the page does not come back from the cache as the old version.
 */
export function useNewVersionNotice(): void {
  const queryClient = useQueryClient();
  const serverVersion = useServerVersion().data?.version;
  useSocketEvent<{ version: string }>(MESSAGING_EVENTS.version, (announced) => {
    queryClient.setQueryData(serverVersionQueryOptions().queryKey, announced);
  });
  const workerWaiting = useSyncExternalStore(
    serviceWorkerUpdate.subscribe,
    serviceWorkerUpdate.waiting,
    serviceWorkerUpdate.waiting,
  );
  const outdated = workerWaiting || (serverVersion !== undefined && serverVersion !== APP_VERSION);

  useEffect(() => {
    if (!outdated) return;
    // The store ignores a second show() with the same id, so polling never stacks notices.
    notifications.show({
      id: NOTICE_ID,
      autoClose: false,
      withCloseButton: false,
      title: 'A new version of the app is available',
      message: (
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">Reload the page to get it.</Text>
          {/* The whole notice reloads on click; the button makes that discoverable. */}
          <Button size="xs" type="button">
            Reload
          </Button>
        </Group>
      ),
      onClick: () => void reloadToNewVersion(),
      style: { cursor: 'pointer' },
    });
  }, [outdated]);
}
