import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildClient, buildOwner } from './test/factories';
import { createTestApp, type TestApp } from './test/test-app';
import { exampleOf, NONEXISTENT_ID, operationsOf, takesNumber, type JsonSchema } from './test/openapi';

/**
 * Fuzzing over every operation of the OpenAPI document (issue 16, part 5): invalid path ids,
 * query strings and JSON bodies derived from each route's schema, sent as a visitor, a client and
 * an owner. Bad input must get a clear 4xx; no answer may be a 5xx. The operations come from the
 * document, so routes added later are fuzzed without anyone listing them.
 */

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

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
    path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? String(NONEXISTENT_ID));
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

/**
 * Integers at and past the edges of what a request may name (issue 39): PostgreSQL's integer ends
 * at 2^31 - 1 (ids and whole-number columns), JavaScript's exact integers at 2^53, and an id
 * starts at 1. The largest integer is in range, so it must work (or be refused) too.
 */
const EDGE_INTEGERS = [2 ** 31, 2 ** 53, -1, 0, 2 ** 31 - 1];

/** One numeric place of an operation's input, and the request that puts a number there. */
interface NumericSlot {
  where: 'path' | 'query' | 'body';
  name: string;
  request: (value: number) => InjectOptions;
}

/**
 * Every numeric path parameter, query parameter and JSON body property (also inside arrays and
 * nested objects one level down) of one operation. The rest of the request is valid (required
 * query parameters and body properties from the schema's own example), so a number that passes
 * validation reaches the service and its SQL.
 */
function numericSlots(path: string, method: string, operation: Operation): NumericSlot[] {
  const params = operation.parameters ?? [];
  const verb = method.toUpperCase() as InjectOptions['method'];
  const urlWith = (values: Record<string, string>) => {
    const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? String(NONEXISTENT_ID));
    const query = params
      .filter((p) => p.in === 'query' && (p.required || p.name in values))
      .map((p) => `${p.name}=${encodeURIComponent(values[p.name] ?? String(exampleOf(p.schema)))}`);
    return query.length > 0 ? `${url}?${query.join('&')}` : url;
  };
  const json = operation.requestBody?.content?.['application/json']?.schema;
  const body = json ? (exampleOf(json) as Record<string, unknown>) : undefined;
  const withBody = (url: string, payload = body): InjectOptions => ({
    method: verb,
    url,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  const slots: NumericSlot[] = [];
  for (const p of params) {
    if ((p.in === 'path' || p.in === 'query') && takesNumber(p.schema))
      slots.push({
        where: p.in,
        name: p.name,
        request: (value) => withBody(urlWith({ [p.name]: String(value) })),
      });
  }
  const sendBody = (property: string, name: string, put: (value: number) => unknown) =>
    slots.push({
      where: 'body',
      name,
      request: (value) => withBody(urlWith({}), { ...body, [property]: put(value) }),
    });
  for (const [name, property] of Object.entries(json?.properties ?? {})) {
    const choice =
      (property.anyOf ?? property.oneOf ?? [property]).find((s) => s.type !== 'null') ?? property;
    if (takesNumber(property)) sendBody(name, name, (value) => value);
    else if (choice.type === 'array' && takesNumber(choice.items))
      sendBody(name, `${name}[]`, (value) => [value]);
    else if (choice.type === 'array' && choice.items?.type === 'object') {
      const item = exampleOf(choice.items) as Record<string, unknown>;
      for (const [inner, schema] of Object.entries(choice.items.properties ?? {}))
        if (takesNumber(schema))
          sendBody(name, `${name}[].${inner}`, (value) => [{ ...item, [inner]: value }]);
    } else if (choice.type === 'object') {
      const inside = exampleOf(choice) as Record<string, unknown>;
      for (const [inner, schema] of Object.entries(choice.properties ?? {}))
        if (takesNumber(schema))
          sendBody(name, `${name}.${inner}`, (value) => ({ ...inside, [inner]: value }));
    }
  }
  return slots;
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

  it("answers integers out of their column's range in every numeric parameter with a 4xx, never a 5xx", async () => {
    await t.app.ready();
    const operations = operationsOf<Operation>(t.app);
    const serverErrors: string[] = [];
    const places = { path: 0, query: 0, body: 0 };
    let numericOperations = 0;
    let tried = 0;
    for (const [path, method, operation] of operations) {
      const slots = numericSlots(path, method, operation);
      if (slots.length > 0) numericOperations++;
      for (const slot of slots) places[slot.where]++;
      for (const actor of actors) {
        const authorization = await actor.header();
        for (const slot of slots) {
          for (const value of EDGE_INTEGERS) {
            const request = slot.request(value);
            const response = await t.app.inject({
              ...request,
              headers: authorization ? { authorization } : {},
            });
            tried++;
            if (response.statusCode >= 500)
              serverErrors.push(
                `${actor.name} ${method.toUpperCase()} ${path} ${slot.where} ${slot.name}=${value} → ${response.statusCode} ${response.body.slice(0, 160)}`,
              );
          }
        }
      }
    }
    console.log(
      `[fuzz] ${tried} edge integers (${EDGE_INTEGERS.join(', ')}) at ${places.path + places.query + places.body} numeric parameters (path ${places.path}, query ${places.query}, body ${places.body}) of ${numericOperations} operations × ${actors.length} actors`,
    );
    expect(serverErrors).toEqual([]);
  }, 600_000);
});
