import type { Device } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST devices/: this browser's push subscription, for the signed-in user's notifications. The
 * server keeps one row per subscription, so registering it again is harmless.
 */
export function registerDevice(subscription: PushSubscription) {
  return apiRequest<Device>('devices/', {
    method: 'POST',
    body: { type: 'web', registration_id: JSON.stringify(subscription) },
  });
}
