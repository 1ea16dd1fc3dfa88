import { useEffect, useState } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { DAILY_EXERCISE_OFFLINE_QUERIES } from '../features/daily-exercise';
import { REFLECTION_OFFLINE_QUERIES } from '../features/daily-reflection';
import { failureMessage } from '../lib/api-errors';
import { onWriteEvent, SAVED_ON_DEVICE } from '../lib/offline-queue';

/** The queries kept on the device so the daily loop opens offline (lib/query-persistence.ts). */
export const OFFLINE_QUERIES: readonly QueryKey[] = [
  ...DAILY_EXERCISE_OFFLINE_QUERIES,
  ...REFLECTION_OFFLINE_QUERIES,
  // The shell needs who is logged in (features/users: ['users', id]).
  ['users'],
];

/** Announced when a change stays on the device. */
export const WAITING_ANNOUNCEMENT = `${SAVED_ON_DEVICE}. It will be sent when you are back online.`;
/** Announced when changes kept on the device reached the server. */
export const SYNCED_ANNOUNCEMENT = 'Your changes saved on this device were sent.';
/** The start of the message for a kept change the server refused. */
export const notSavedMessage = (label: string, reason: string) => `Not saved: ${label}. ${reason}`;

/**
 * What happens to the writes of the offline queue, app-wide: their queries are refreshed once
 * they reached the server or were refused; a refusal nobody was waiting for is shown (the
 * screen that made it may be gone); and the one live region says when a change stays on the
 * device and when it was sent.
 */
export function OfflineSync() {
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');

  useEffect(
    () =>
      onWriteEvent((event) => {
        if (event.type === 'waiting') {
          setAnnouncement(WAITING_ANNOUNCEMENT);
          return;
        }
        for (const queryKey of event.write.invalidates) void queryClient.invalidateQueries({ queryKey });
        if (event.type === 'synced') {
          if (!event.handled) setAnnouncement(SYNCED_ANNOUNCEMENT);
          return;
        }
        if (event.handled) return;
        const message = notSavedMessage(event.write.label, failureMessage(event.error, { orField: true }));
        notifications.show({ color: 'red', message, autoClose: false });
      }),
    [queryClient],
  );

  return (
    <VisuallyHidden role="status" aria-live="polite">
      {announcement}
    </VisuallyHidden>
  );
}
