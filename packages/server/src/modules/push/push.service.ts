import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import type { PushOutbox } from '../../lib/outbox';
import { createPushOutbox } from './push-outbox';
import { resolveVapidKeys } from './vapid';

/**
 * The app's web push outbox, signed with VAPID_* or with the pair kept in DATA_DIR/vapid.json
 * (generated there on first start; decision 021).
 */
export function createPush(
  db: Db,
  config: Pick<ServerConfig, 'vapid' | 'dataDir'>,
  log: FastifyBaseLogger,
): PushOutbox {
  return createPushOutbox(db, { vapid: resolveVapidKeys(config.vapid, config.dataDir), log });
}
