import type { FastifyInstance } from 'fastify';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { CoachFeature } from '@tandem/shared';
import type { Actor } from './auth';
import { notAuthenticated, upgradeRequired } from './errors';

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
    /**
     * The plan feature a coach needs for this route (`COACH_FEATURE`, rules/entitlements.ts),
     * beside the audience: a coach whose plan does not grant it gets 403 with the spec's upgrade
     * message before their input is read. Accounts without a coach licence are left to the
     * services, which refuse them as before.
     */
    feature?: CoachFeature;
  }
}

/**
 * Wraps the OpenAPI schema transform so each operation carries its route's audience as
 * `x-audience` and its plan feature as `x-feature`: API users read who may call what, and the
 * authorization matrix test reads its rules (and the plan matrix its features) from the same
 * document it walks.
 */
export function withAudiences(transform: SwaggerTransform): {
  transform: SwaggerTransform;
  transformObject: SwaggerTransformObject;
} {
  const byOperation = new Map<string, { audience?: Audience; feature?: CoachFeature }>();
  return {
    transform: (input) => {
      const result = transform(input);
      const config = input.route.config as { audience?: Audience; feature?: CoachFeature } | undefined;
      const path = result.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const methods = Array.isArray(input.route.method) ? input.route.method : [input.route.method];
      if (config?.audience || config?.feature) {
        const declared = { audience: config.audience, feature: config.feature };
        for (const method of methods) byOperation.set(`${method.toLowerCase()} ${path}`, declared);
      }
      return result;
    },
    transformObject: (documentObject) => {
      const document = ('openapiObject' in documentObject ? documentObject.openapiObject : {}) as {
        paths?: Record<string, Record<string, Record<string, unknown>>>;
      };
      for (const [path, operations] of Object.entries(document.paths ?? {})) {
        for (const [method, operation] of Object.entries(operations)) {
          const declared = byOperation.get(`${method} ${path}`);
          if (declared?.audience) operation['x-audience'] = declared.audience;
          if (declared?.feature) operation['x-feature'] = declared.feature;
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

/**
 * Coaches whose plan does not grant a route's `feature` are refused (403, the spec's upgrade
 * message) after authentication and before validation, like the audience gate. `entitled`
 * answers for one coach and feature (the entitlements module; lib imports no module).
 */
export function installFeatureGate(
  app: FastifyInstance,
  entitled: (actor: Actor, feature: CoachFeature) => Promise<boolean>,
): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const feature = (request.routeOptions.config as { feature?: CoachFeature }).feature;
    const actor = request.actor;
    if (!feature || !actor?.isCoach) return done();
    entitled(actor, feature).then((yes) => done(yes ? undefined : upgradeRequired()), done);
  });
}
