import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';

/**
 * Says so while the device is offline: the app shell opens from the service worker's cache, but
 * loading and saving need the server.
 */
export function OfflineBanner() {
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert color="gray" mb="md" role="status" title="You are offline">
      Pages you have already opened still show. Saving needs your connection: try again once it is back.
    </Alert>
  );
}
