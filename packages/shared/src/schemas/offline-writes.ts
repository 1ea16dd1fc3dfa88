import { z } from 'zod';
import { OFFLINE_WRITE_MESSAGES } from '../constants/offline-writes';

/** The headers of a write queued offline (constants/offline-writes.ts). */
export const idempotencyKeySchema = z.uuid({ error: OFFLINE_WRITE_MESSAGES.invalidKey });
export const writtenAtSchema = z.iso.datetime({
  offset: true,
  error: OFFLINE_WRITE_MESSAGES.invalidWrittenAt,
});
