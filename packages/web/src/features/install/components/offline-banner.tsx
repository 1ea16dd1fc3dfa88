import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';

/**
 * Says so while the device is offline: the app shell opens from the service worker's cache, and
 * the daily loop (today's exercises, their notes, today's reflection) keeps working from the
 * device (docs/decisions/023-offline-daily-loop.md); everything else needs the server.
 */
export function OfflineBanner() {
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert color="gray" mb="md" role="status" title="You are offline">
      Pages you have already opened still show. Your daily exercises, notes and reflection are saved on this
      device and sent when you are back online; other changes need your connection.
    </Alert>
  );
}
