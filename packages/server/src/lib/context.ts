import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import type { DatabaseState } from '../db/embedded';
import type { Mailer } from './mailer';
import type { PushOutbox, TextOutbox } from './outbox';
import type { Realtime } from './realtime';
import type { Storage } from './storage';

/** What services need from the running app: the database, the configuration, mail, texts, file storage, real time. */
export interface AppContext {
  db: Db;
  config: ServerConfig;
  mailer: Mailer;
  /** Text messages: Twilio with TWILIO_*, else kept in outbox_texts (modules/texts, decision 020). */
  texts: TextOutbox;
  /** Web push to the user's browsers (modules/push, decision 021). */
  push: PushOutbox;
  /** Uploaded files (DATA_DIR/uploads by default), served at /media/<key>. */
  storage: Storage;
  /** Socket.IO: channels and events reaching connected devices on every process. */
  realtime: Realtime;
  /** Whether the database is there (the embedded one may be restarting after a crash). */
  databaseState: () => DatabaseState;
}
