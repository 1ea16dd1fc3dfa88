import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import mercurius from 'mercurius';
import type { AppContext } from '../lib/context';
import { AppError } from '../lib/errors';
import { graphqlSchemaFile } from '../lib/paths';
import { assessmentsResolvers } from '../modules/assessments';

/** The checked-in schema: what clients code against, and what the server must serve. */
export const GRAPHQL_SCHEMA = readFileSync(graphqlSchemaFile(), 'utf8');

/**
 * GraphQL at /graphql (mercurius): the same request pipeline as REST (authentication, security
 * headers, body limit), services that throw the same AppErrors, and those errors' REST bodies
 * and statuses in each GraphQL error's `extensions` (`{status, code, body}`), so a client reads
 * `{field: [messages]}` or `{detail}` exactly as it would from REST. GraphiQL only when
 * configured (development).
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
  await app.register(mercurius, {
    schema: GRAPHQL_SCHEMA,
    resolvers,
    path: '/graphql',
    graphiql: ctx.config.graphiql,
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
      // error that stopped it (401, 404, 429...), as REST would answer.
      const stopping = (execution.errors ?? [])
        .map((error) => error.originalError)
        .find((e) => e instanceof AppError);
      const statusCode = hasData(execution.data) ? 200 : (stopping?.statusCode ?? formatted.statusCode);
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
