import http from 'node:http';
import type net from 'node:net';
import { startFakePushService } from '../../packages/server/src/test/fake-push-service';

/** A push as the app under test sent it, read back by a test worker. */
export interface CaughtPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The encrypted body, base64. */
  body: string;
}

export interface PushCatcher {
  /** `https://127.0.0.1:<port>`: a test's subscription endpoint is this plus a path of its own. */
  origin: string;
  /** The certificate the app under test must trust (NODE_EXTRA_CA_CERTS). */
  caFile: string;
  /** HTTP address where tests read what arrived: GET /pushes?path=<endpoint path>. */
  readUrl: string;
  stop(): Promise<void>;
}

/**
 * A push service the app under test sends web push to (HTTPS, as the `web-push` library needs),
 * with a small HTTP endpoint for the test workers, which run in other processes.
 */
export async function startPushCatcher(): Promise<PushCatcher> {
  const service = await startFakePushService();
  const reader = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').searchParams.get('path');
    const caught: CaughtPush[] = service.requests
      .filter((push) => !path || push.path === path)
      .map((push) => ({ path: push.path, headers: push.headers, body: push.body.toString('base64') }));
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(caught));
  });
  await new Promise<void>((resolve) => reader.listen(0, '127.0.0.1', resolve));
  const readPort = (reader.address() as net.AddressInfo).port;
  return {
    origin: service.origin,
    caFile: service.caFile,
    readUrl: `http://127.0.0.1:${readPort}`,
    async stop() {
      await new Promise<void>((resolve) => reader.close(() => resolve()));
      await service.close();
    },
  };
}
