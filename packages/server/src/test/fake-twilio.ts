import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { TwilioConfig } from '../config';

/*
 * A small fake of Twilio's Messages API for the real `twilio` SDK (TWILIO_API_BASE points its
 * requests here): `POST /2010-04-01/Accounts/{sid}/Messages.json` answers like Twilio, with a
 * message `SM…` id, and checks HTTP Basic auth. It records every message request and can be told
 * to answer the next ones with an error, in Twilio's error shape.
 */

export interface RecordedText {
  path: string;
  /** The form fields the SDK sent: To, From or MessagingServiceSid, Body. */
  form: Record<string, string>;
  /** `accountSid:authToken` from the Basic auth header. */
  credentials: string;
  /** The id the fake gave the message (absent when it answered an error). */
  sid?: string;
}

export interface FakeTwilio {
  /** The SDK configuration pointing at this server. */
  config: TwilioConfig & { apiBase: string };
  requests: RecordedText[];
  /** Messages accepted, in order. */
  messages(): RecordedText[];
  /** Answers the next `times` message requests with this status and Twilio error (then accepts again). */
  failNext(status: number, error: { code: number; message: string }, times?: number): void;
  close(): Promise<void>;
}

const ACCOUNT_SID = `AC${'0'.repeat(32)}`;
const AUTH_TOKEN = 'fake-auth-token';

async function formOf(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

/** Starts the fake on a free port of 127.0.0.1; `from` is TWILIO_FROM. */
export async function startFakeTwilio(from = '+15005550006'): Promise<FakeTwilio> {
  const requests: RecordedText[] = [];
  const failures: Array<{ status: number; error: { code: number; message: string } }> = [];

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(url.pathname);
      if (request.method !== 'POST' || !match) {
        return send(response, 404, {
          code: 20404,
          message: 'The requested resource was not found',
          status: 404,
        });
      }
      const auth = request.headers.authorization ?? '';
      const credentials = auth.startsWith('Basic ')
        ? Buffer.from(auth.slice(6), 'base64').toString('utf8')
        : '';
      const recorded: RecordedText = { path: url.pathname, form: await formOf(request), credentials };
      requests.push(recorded);
      if (credentials !== `${ACCOUNT_SID}:${AUTH_TOKEN}` || match[1] !== ACCOUNT_SID) {
        return send(response, 401, { code: 20003, message: 'Authenticate', status: 401 });
      }
      const failure = failures.shift();
      if (failure) return send(response, failure.status, { ...failure.error, status: failure.status });
      recorded.sid = `SM${randomBytes(16).toString('hex')}`;
      const now = new Date().toUTCString();
      send(response, 201, {
        sid: recorded.sid,
        account_sid: ACCOUNT_SID,
        to: recorded.form.To,
        from: recorded.form.From ?? null,
        messaging_service_sid: recorded.form.MessagingServiceSid ?? null,
        body: recorded.form.Body,
        status: 'queued',
        num_segments: '1',
        direction: 'outbound-api',
        api_version: '2010-04-01',
        date_created: now,
        date_updated: now,
        date_sent: null,
        error_code: null,
        error_message: null,
        uri: `${url.pathname.replace(/\.json$/, '')}/${recorded.sid}.json`,
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    config: { accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, from, apiBase: `http://127.0.0.1:${port}` },
    requests,
    messages: () => requests.filter((request) => request.sid !== undefined),
    failNext(status, error, times = 1) {
      for (let i = 0; i < times; i++) failures.push({ status, error });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
