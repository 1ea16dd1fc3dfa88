import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { VapidConfig } from '../../config';

/** The VAPID key pair and subject pushes are signed with (base64url keys, as browsers take them). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Where keys generated on first start are kept, readable by the server's user only. */
export const VAPID_FILE = 'vapid.json';

/**
 * VAPID_* when set; otherwise the pair in DATA_DIR/vapid.json, generated there on first start.
 * Browsers subscribe with the public key, so it must outlive restarts: a new pair would leave
 * every stored subscription unusable.
 */
export function resolveVapidKeys(vapid: VapidConfig, dataDir: string): VapidKeys {
  if (vapid.publicKey && vapid.privateKey) {
    return { publicKey: vapid.publicKey, privateKey: vapid.privateKey, subject: vapid.subject };
  }
  const file = path.join(dataDir, VAPID_FILE);
  const stored = readStoredKeys(file);
  if (stored) return { ...stored, subject: vapid.subject };
  const generated = webpush.generateVAPIDKeys();
  mkdirSync(dataDir, { recursive: true });
  // `wx`: two processes starting at once on one DATA_DIR must not each write their own pair.
  try {
    writeFileSync(file, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = readStoredKeys(file);
    if (!winner) throw new Error(`${file} is not a VAPID key pair`, { cause: error });
    return { ...winner, subject: vapid.subject };
  }
  chmodSync(file, 0o600);
  return { ...generated, subject: vapid.subject };
}

function readStoredKeys(file: string): { publicKey: string; privateKey: string } | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = JSON.parse(text) as Partial<Record<'publicKey' | 'privateKey', unknown>>;
  if (typeof parsed.publicKey !== 'string' || typeof parsed.privateKey !== 'string')
    throw new Error(`${file} is not a VAPID key pair: remove it to have a new one generated`);
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}
