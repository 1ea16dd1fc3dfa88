import { apiRequest } from '../../../lib/api-client';

/** GET devices/push-key/: the VAPID public key (base64url) browsers subscribe with. */
export async function getPushKey(): Promise<string> {
  return (await apiRequest<{ public_key: string }>('devices/push-key/')).public_key;
}
