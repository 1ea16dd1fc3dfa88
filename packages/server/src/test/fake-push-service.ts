import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/*
 * A push service on this machine for the real `web-push` library (server tests) and the built
 * server (end-to-end tests): HTTPS, since web-push speaks nothing else, with a certificate made
 * for 127.0.0.1 on start. Tests trust it through `agent` (or NODE_EXTRA_CA_CERTS=`caFile` for a
 * server process). It records every push and answers 201, or what it was told to answer. The
 * subscription keys and the decryption (RFC 8291, aes128gcm) are a browser's part, done here.
 */

export interface RecordedPush {
  /** The endpoint's path: which subscription it was sent to. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** What the fake answered. */
  status: number;
}

export interface FakePushService {
  /** `https://127.0.0.1:<port>`: endpoints are this plus a path. */
  origin: string;
  /** The certificate's file, for NODE_EXTRA_CA_CERTS. */
  caFile: string;
  /** An https.Agent trusting the certificate. */
  agent: Agent;
  requests: RecordedPush[];
  /** Answers the next `times` pushes to `endpointPath` with `status` (then 201 again). */
  answer(endpointPath: string, status: number, times?: number): void;
  close(): Promise<void>;
}

/** A browser's side of one subscription: its keys, and the subscription it hands the app. */
export interface SubscriptionKeys {
  /** The ECDH P-256 private key (raw) and public key (uncompressed point), and the auth secret. */
  privateKey: Buffer;
  publicKey: Buffer;
  auth: Buffer;
}

/** New keys, as pushManager.subscribe makes them. */
export function newSubscriptionKeys(): SubscriptionKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { privateKey: ecdh.getPrivateKey(), publicKey: ecdh.getPublicKey(), auth: randomBytes(16) };
}

/** The PushSubscription JSON for these keys at `endpoint`. */
export function subscriptionJson(endpoint: string, keys: SubscriptionKeys) {
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: keys.publicKey.toString('base64url'), auth: keys.auth.toString('base64url') },
  };
}

/**
 * Decrypts an aes128gcm push body (RFC 8188 framing, RFC 8291 keys) with the subscription's keys;
 * throws if it does not decrypt, as a browser would drop it.
 */
export function decryptPush(body: Buffer, keys: SubscriptionKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (records.length > recordSize) throw new Error('a push body of one record was expected');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(keys.privateKey);
  const secret = ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, serverPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter in the push body');
  return padded.subarray(0, end).toString('utf8');
}

/** A self-signed certificate for 127.0.0.1 and localhost, valid for a day. */
function makeCertificate(dir: string): { key: Buffer; cert: Buffer; certFile: string } {
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyFile), cert: readFileSync(certFile), certFile };
}

export async function startFakePushService(): Promise<FakePushService> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tandem-push-'));
  const { key, cert, certFile } = makeCertificate(dir);
  const requests: RecordedPush[] = [];
  const answers = new Map<string, { status: number; times: number }>();
  const server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const pathname = new URL(request.url ?? '/', 'https://x').pathname;
      const planned = answers.get(pathname);
      const status = planned ? planned.status : 201;
      if (planned && --planned.times <= 0) answers.delete(pathname);
      requests.push({ path: pathname, headers: request.headers, body: Buffer.concat(chunks), status });
      response.writeHead(status, status === 201 ? { location: `${pathname}/message` } : {});
      response.end(status === 201 ? '' : `fake push service answers ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ ca: cert });
  return {
    origin: `https://127.0.0.1:${port}`,
    caFile: certFile,
    agent,
    requests,
    answer(endpointPath, status, times = 1) {
      answers.set(endpointPath, { status, times });
    },
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
