import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildClient, buildOwner } from './test/factories';
import { createTestApp, type TestApp } from './test/test-app';
import { operationsOf } from './test/openapi';

/**
 * Fuzzing over every operation of the OpenAPI document (issue 16, part 5): invalid path ids,
 * query strings and JSON bodies derived from each route's schema, sent as a visitor, a client and
 * an owner. Bad input must get a clear 4xx; no answer may be a 5xx. The operations come from the
 * document, so routes added later are fuzzed without anyone listing them.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const NONEXISTENT_ID = '987654321';
const BAD_IDS = [
  '-1',
  '0',
  '99999999999999999999999',
  'abc',
  '1.5',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '1%20OR%201%3D1',
  '%F0%9F%92%A9',
];
const BAD_QUERY_VALUES = [
  '-1',
  'abc',
  '%00',
  '99999999999999999999999',
  '',
  '[]',
  '1e309',
  'x'.repeat(5_000),
  'true',
];
const HUGE = 'x'.repeat(200_000);
const BAD_VALUES: unknown[] = [
  null,
  123,
  -1,
  1e308,
  'x',
  '',
  '\u0000',
  'ok\u0000ok',
  HUGE,
  [],
  [null],
  {},
  { $gt: '' },
  true,
];
const PROTOTYPE_BODIES = [
  '{"__proto__":{"isStaff":true,"is_staff":true}}',
  '{"constructor":{"prototype":{"isStaff":true}}}',
];

function deepArray(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}

/** Every way we break one operation's input, as inject() options without the actor. */
function mutations(path: string, method: string, operation: Operation): InjectOptions[] {
  const params = operation.parameters ?? [];
  const pathNames = params.filter((p) => p.in === 'path').map((p) => p.name);
  const queryNames = params.filter((p) => p.in === 'query').map((p) => p.name);
  const urlWith = (values: Record<string, string>) =>
    path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? NONEXISTENT_ID);
  const baseUrl = urlWith({});
  const verb = method.toUpperCase() as InjectOptions['method'];
  const out: InjectOptions[] = [];

  for (const name of pathNames)
    for (const id of BAD_IDS) out.push({ method: verb, url: urlWith({ [name]: id }) });

  for (const name of [...queryNames, '__proto__', 'constructor[prototype][isStaff]']) {
    for (const value of BAD_QUERY_VALUES)
      out.push({ method: verb, url: `${baseUrl}?${name}=${encodeURIComponent(value)}` });
  }
  out.push({
    method: verb,
    url: `${baseUrl}?${queryNames.map((n) => `${n}=1&${n}=2`).join('&') || 'a=1&a=2'}`,
  });

  if (['POST', 'PUT', 'PATCH'].includes(verb as string)) {
    const json = operation.requestBody?.content?.['application/json']?.schema;
    const properties = Object.keys(json?.properties ?? {});
    const send = (payload: string, contentType = 'application/json') =>
      out.push({ method: verb, url: baseUrl, payload, headers: { 'content-type': contentType } });
    for (const raw of ['null', '[]', '"text"', '123', '{', '{"a":', deepArray(2_000), ...PROTOTYPE_BODIES])
      send(raw);
    send('not json at all', 'text/plain');
    send('\u0000\u0001', 'application/octet-stream');
    for (const property of properties) {
      for (const value of BAD_VALUES) send(JSON.stringify({ [property]: value }));
    }
    // Everything wrong at once.
    send(JSON.stringify(Object.fromEntries(properties.map((p) => [p, HUGE]))));
  }
  return out;
}

let t: TestApp;
let actors: Array<{ name: string; header: () => Promise<string | undefined> }>;
beforeAll(async () => {
  t = await createTestApp();
  const { owner } = await buildOwner(t.db);
  const { user: client } = await buildClient(t.db, owner);
  // Re-read the session before each operation: a fuzzed request may have ended it (log out).
  const sessionOf = (email: string) => {
    let header: string | undefined;
    return async () => {
      if (header) {
        const me = await t.app.inject({
          method: 'GET',
          url: '/api/users/me/',
          headers: { authorization: header },
        });
        if (me.statusCode === 401) header = undefined;
      }
      header ??= await authHeader(t.app, email);
      return header;
    };
  };
  actors = [
    { name: 'visitor', header: async () => undefined },
    { name: 'client', header: sessionOf(client.email) },
    { name: 'owner', header: sessionOf(owner.email) },
  ];
}, 60_000);
afterAll(() => t.close());

describe('fuzzing every operation', () => {
  it('answers invalid path ids, query strings and bodies with a 4xx, never a 5xx', async () => {
    await t.app.ready();
    const operations = operationsOf<Operation>(t.app);
    expect(operations.length).toBeGreaterThan(100);
    const serverErrors: string[] = [];
    let tried = 0;
    for (const actor of actors) {
      for (const [path, method, operation] of operations) {
        const authorization = await actor.header();
        for (const request of mutations(path, method, operation)) {
          const response = await t.app.inject({
            ...request,
            headers: { ...(request.headers as object), ...(authorization ? { authorization } : {}) },
          });
          tried++;
          if (response.statusCode >= 500) {
            const body = typeof request.payload === 'string' ? request.payload.slice(0, 80) : '';
            serverErrors.push(
              `${actor.name} ${request.method} ${String(request.url).slice(0, 120)} ${body} → ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
          }
        }
      }
    }
    console.log(
      `[fuzz] ${tried} malformed requests over ${operations.length} operations × ${actors.length} actors`,
    );
    expect(serverErrors).toEqual([]);
  }, 600_000);
});
