import { Badge } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { SAVED_ON_DEVICE } from '../lib/offline-queue';

/**
 * The mark of a change kept on the device until it reaches the server (lib/offline-queue.ts).
 * The announcement for screen readers is the app's one live region (app/offline-sync.tsx).
 */
export function SavedOnDevice() {
  return (
    <Badge
      color="orange"
      variant="light"
      leftSection={<IconCloudOff size={12} />}
      title="It will be sent when you are back online."
    >
      {SAVED_ON_DEVICE}
    </Badge>
  );
}
