import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { GRAPHQL_REQUEST_MESSAGES } from './index';

/** GraphQL over HTTP at /graphql (issue 39, row 10): malformed requests and introspection. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (payload: string) =>
  t.app.inject({ method: 'POST', url: '/graphql', payload, headers: { 'content-type': 'application/json' } });
const VALID = 'query { isTokenValid(token: \\"a\\") }';

describe('GraphQL requests', () => {
  it('answers a request that is not {query, variables?, operationName?} with 400 and what to send', async () => {
    const cases: Array<[string, string]> = [
      ['{"query":5}', GRAPHQL_REQUEST_MESSAGES.query],
      ['{"query":["a"]}', GRAPHQL_REQUEST_MESSAGES.query],
      ['{"query":"5"}', GRAPHQL_REQUEST_MESSAGES.query],
      ['{"query":"{\\"kind\\":\\"Document\\",\\"definitions\\":5}"}', GRAPHQL_REQUEST_MESSAGES.query],
      ['null', GRAPHQL_REQUEST_MESSAGES.query],
      ['[]', GRAPHQL_REQUEST_MESSAGES.query],
      ['{}', GRAPHQL_REQUEST_MESSAGES.query],
      [`{"query":"${VALID}","variables":5}`, GRAPHQL_REQUEST_MESSAGES.variables],
      [`{"query":"${VALID}","variables":[1]}`, GRAPHQL_REQUEST_MESSAGES.variables],
      [`{"query":"${VALID}","operationName":5}`, GRAPHQL_REQUEST_MESSAGES.operationName],
    ];
    for (const [payload, message] of cases) {
      const response = await post(payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json(), payload).toEqual({ data: null, errors: [{ message }] });
    }
    const get = await t.app.inject({ method: 'GET', url: '/graphql?query=5' });
    expect(get.statusCode).toBe(400);
    expect(get.json()).toEqual({ data: null, errors: [{ message: GRAPHQL_REQUEST_MESSAGES.query }] });
  });

  it('still answers a well-formed query, by POST and by GET with its variables as JSON', async () => {
    const byPost = await post(`{"query":"${VALID}","variables":{},"operationName":null}`);
    expect(byPost.statusCode).toBe(200);
    expect(byPost.json()).toEqual({ data: { isTokenValid: false } });
    const query = encodeURIComponent('query Check($token: String!) { isTokenValid(token: $token) }');
    const variables = encodeURIComponent('{"token":"a"}');
    const byGet = await t.app.inject({
      method: 'GET',
      url: `/graphql?query=${query}&variables=${variables}`,
    });
    expect(byGet.json()).toEqual({ data: { isTokenValid: false } });
  });

  it('refuses introspection outside development', async () => {
    for (const query of ['{ __schema { types { name } } }', '{ __type(name: \\"Query\\") { name } }']) {
      const response = await post(`{"query":"${query}"}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().data ?? null).toBeNull();
      expect(response.json().errors[0].message).toMatch(/introspection has been disabled/);
    }
    // A type's name is not introspection: clients ask for it with every union.
    expect((await post(`{"query":"{ __typename }"}`)).statusCode).toBe(200);
  });
});
