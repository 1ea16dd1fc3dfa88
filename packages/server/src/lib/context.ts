import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from './mailer';

/** What services need from the running app: the database, the configuration and the mailer. */
export interface AppContext {
  db: Db;
  config: ServerConfig;
  mailer: Mailer;
}
