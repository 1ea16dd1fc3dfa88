import { z } from 'zod';

/** The kinds of device that can register for notifications (client side 3: Device type web). */
export const DEVICE_TYPES = ['web'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const DEVICE_MESSAGES = {
  notASubscription: 'This is not a web push subscription.',
  impersonating: 'Devices cannot be registered while acting as someone else.',
} as const;

/**
 * A browser's push subscription (`PushSubscription.toJSON()`), which a web device sends as its
 * registration_id: the push service's address and the keys to encrypt for it. The address must
 * be https (push services are), or http on this machine for development and tests.
 */
export const webPushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .max(1000)
    .url()
    // https, or http on this machine only
    .regex(/^(https:\/\/|http:\/\/(localhost|127\.0\.0\.1|\[::1\])[:/])/i),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type WebPushSubscription = z.infer<typeof webPushSubscriptionSchema>;

/** POST devices/ (client side 7): a device that should receive this user's notifications. */
export const deviceRegistrationSchema = z.object({
  type: z.enum(DEVICE_TYPES),
  registration_id: z.string().trim().min(1).max(2000),
});

export const deviceSchema = z.object({
  id: z.number().int(),
  type: z.enum(DEVICE_TYPES),
  created_at: z.string(),
});
export type Device = z.infer<typeof deviceSchema>;
