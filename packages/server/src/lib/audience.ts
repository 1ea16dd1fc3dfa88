import type { FastifyInstance } from 'fastify';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { notAuthenticated } from './errors';

/**
 * Who a route is for, declared next to its schema (`config: { audience: 'coach' }`) and checked by
 * the authorization matrix (`authorization-matrix.test.ts`) against what the route really does
 * for a visitor, a client, a coach, an owner and an admin. The services still decide every access
 * themselves (a resource the actor may not see answers 404); this is the promise they are held to.
 *
 * - `anyone`: visitors too (log in, the sub-domain's branding, support reports)
 * - `signed-in`: any account (the user's own settings)
 * - `client`: clients; coaches are refused
 * - `coach`: coach-licence holders, owners among them; clients are refused
 * - `coach-or-client`: both sides of a shared thing (a chat room's messages)
 * - `owner`: the owner of a company
 * - `staff`: Tandem's own staff
 */
export type Audience = 'anyone' | 'signed-in' | 'client' | 'coach' | 'coach-or-client' | 'owner' | 'staff';

declare module 'fastify' {
  interface FastifyContextConfig {
    audience?: Audience;
  }
}

/**
 * Wraps the OpenAPI schema transform so each operation carries its route's audience as
 * `x-audience`: API users read who may call what, and the authorization matrix test reads its
 * rules from the same document it walks.
 */
export function withAudiences(transform: SwaggerTransform): {
  transform: SwaggerTransform;
  transformObject: SwaggerTransformObject;
} {
  const byOperation = new Map<string, Audience>();
  return {
    transform: (input) => {
      const result = transform(input);
      const audience = (input.route.config as { audience?: Audience } | undefined)?.audience;
      const path = result.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const methods = Array.isArray(input.route.method) ? input.route.method : [input.route.method];
      if (audience)
        for (const method of methods) byOperation.set(`${method.toLowerCase()} ${path}`, audience);
      return result;
    },
    transformObject: (documentObject) => {
      const document = ('openapiObject' in documentObject ? documentObject.openapiObject : {}) as {
        paths?: Record<string, Record<string, Record<string, unknown>>>;
      };
      for (const [path, operations] of Object.entries(document.paths ?? {})) {
        for (const [method, operation] of Object.entries(operations)) {
          const audience = byOperation.get(`${method} ${path}`);
          if (audience) operation['x-audience'] = audience;
        }
      }
      return document as ReturnType<SwaggerTransformObject>;
    },
  };
}

/**
 * Visitors are turned away (401) from every route not declared for `anyone`, before their input
 * is read, as Django REST framework authenticates before it parses: a visitor learns nothing
 * from a route's validation messages. Which account may do what stays the services' decision.
 */
export function installAudienceGate(app: FastifyInstance): void {
  // Callback hooks, here and in the other hooks every request passes: an async one costs a
  // promise per request even when it has nothing to wait for (issue 21, /api/version).
  app.addHook('preValidation', (request, _reply, done) => {
    const audience = (request.routeOptions.config as { audience?: Audience }).audience;
    done(audience && audience !== 'anyone' && !request.actor ? notAuthenticated() : undefined);
  });
}
