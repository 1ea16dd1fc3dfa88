import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import type * as GraphQL from 'graphql';
import mercurius from 'mercurius';
import type { AppContext } from '../lib/context';
import { AppError } from '../lib/errors';
import { graphqlSchemaFile } from '../lib/paths';
import { assessmentsResolvers } from '../modules/assessments';

// Mercurius loads graphql with require(): a validation rule must come from that same copy, since
// graphql refuses to mix its ES module and CommonJS builds in one document.
const { NoSchemaIntrospectionCustomRule } = createRequire(import.meta.url)('graphql') as typeof GraphQL;

/** The checked-in schema: what clients code against, and what the server must serve. */
export const GRAPHQL_SCHEMA = readFileSync(graphqlSchemaFile(), 'utf8');

/**
 * GraphQL at /graphql (mercurius): the same request pipeline as REST (authentication, security
 * headers, body limit), services that throw the same AppErrors, and those errors' REST bodies
 * and statuses in each GraphQL error's `extensions` (`{status, code, body}`), so a client reads
 * `{field: [messages]}` or `{detail}` exactly as it would from REST. GraphiQL, and the
 * introspection it reads the schema by, only when configured (development): elsewhere the schema
 * is the checked-in file, and visitors get no map of the API. A request that is not GraphQL over
 * HTTP's `{query, variables?, operationName?}` answers 400 saying so (issue 39).
 */
export async function registerGraphql(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    // Mercurius describes its routes in JSON Schema, not zod: plain JSON out, and GraphQL itself
    // validates what comes in (the zod compilers stay with the REST routes).
    scope.setSerializerCompiler(() => (data) => JSON.stringify(data));
    scope.setValidatorCompiler(() => (data) => ({ value: data }));
    await mountMercurius(scope, ctx);
  });
}

async function mountMercurius(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const resolvers = assessmentsResolvers(ctx);
  // Not a REST operation: kept out of the OpenAPI document; open to visitors (each resolver
  // decides, as the services do for REST).
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/graphql') && !route.url.startsWith('/graphiql')) return;
    route.schema = { ...route.schema, hide: true };
    route.config = { ...(route.config as object), audience: 'anyone' };
  });
  app.addHook('preValidation', async (request, reply) => {
    if (request.routeOptions.url !== '/graphql') return;
    const message = malformedRequest(request.method === 'GET' ? request.query : request.body);
    if (message) return reply.code(400).send({ data: null, errors: [{ message }] });
  });
  await app.register(mercurius, {
    schema: GRAPHQL_SCHEMA,
    resolvers,
    path: '/graphql',
    graphiql: ctx.config.graphiql,
    validationRules: ctx.config.graphiql ? [] : [NoSchemaIntrospectionCustomRule],
    errorFormatter: (execution, context) => {
      const formatted = mercurius.defaultErrorFormatter(execution, context);
      const errors = (execution.errors ?? []).map((error, index) => {
        const original = error.originalError;
        const base = formatted.response.errors?.[index] ?? { message: error.message };
        if (original instanceof AppError) {
          return {
            ...base,
            message: messageOf(original.body),
            extensions: { status: original.statusCode, code: original.code, body: original.body },
          };
        }
        return base;
      });
      // A GraphQL answer is 200 with its errors listed; when nothing came back, the status of the
      // error that stopped it (401, 404, 429...), as REST would answer, and 400 for a request
      // that never ran (its errors have no path: a syntax error, a field that does not exist,
      // introspection refused).
      const stopping = (execution.errors ?? [])
        .map((error) => error.originalError)
        .find((e) => e instanceof AppError);
      const neverRan = (execution.errors ?? []).length > 0 && (execution.errors ?? []).every((e) => !e.path);
      const statusCode = hasData(execution.data)
        ? 200
        : (stopping?.statusCode ?? (neverRan ? 400 : formatted.statusCode));
      return { statusCode, response: { data: execution.data ?? null, errors } };
    },
  });
}

/** The first message of a REST error body: what a person should read. */
function messageOf(body: AppError['body']): string {
  if ('detail' in body && typeof body.detail === 'string') return body.detail;
  const first = Object.values(body as Record<string, string[]>)[0];
  return first?.[0] ?? 'Invalid input.';
}

const hasData = (data: unknown) =>
  data !== null && data !== undefined && Object.values(data as object).some((value) => value !== null);

export const GRAPHQL_REQUEST_MESSAGES = {
  query:
    'Send a GraphQL document as the "query" string: {"query": "...", "variables": {...}, "operationName": "..."}.',
  variables: '"variables" must be an object of the variables\' values.',
  operationName: '"operationName" must be the name of an operation in the query.',
} as const;

/**
 * Why a request is not GraphQL over HTTP, or undefined. Mercurius takes a `query` that is not a
 * GraphQL document for a ready-parsed one (JSON.parse), so `{"query":5}` reached its internals
 * and answered 200 with their message; a document is never valid JSON, so JSON is refused too.
 * A GET carries its variables as a JSON string.
 */
function malformedRequest(input: unknown): string | undefined {
  if (!isObject(input)) return GRAPHQL_REQUEST_MESSAGES.query;
  const { query, variables, operationName } = input;
  if (typeof query !== 'string' || query.trim() === '' || isJson(query))
    return GRAPHQL_REQUEST_MESSAGES.query;
  if (variables !== undefined && variables !== null) {
    const value = typeof variables === 'string' ? parsedJson(variables) : variables;
    if (!isObject(value)) return GRAPHQL_REQUEST_MESSAGES.variables;
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string')
    return GRAPHQL_REQUEST_MESSAGES.operationName;
  return undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
const isJson = (text: string) => parsedJson(text) !== undefined;
