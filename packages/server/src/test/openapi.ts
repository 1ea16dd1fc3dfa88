import type { FastifyInstance } from 'fastify';

/**
 * Every operation of the app's OpenAPI document as [path, method, operation]: what the fuzzing
 * and the authorization matrix walk, so a route is covered the day it is written. Call after
 * `app.ready()`.
 */
export function operationsOf<Operation>(app: FastifyInstance): Array<[string, string, Operation]> {
  const document = app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => [path, method, operation] as [string, string, Operation]),
  );
}
