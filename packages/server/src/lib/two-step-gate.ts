import type { FastifyInstance } from 'fastify';
import { TWO_STEP_MESSAGES, TWO_STEP_SETUP_REQUIRED_CODE } from '@tandem/shared';
import type { Audience } from './audience';
import { forbidden } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A session limited to setting up two-step sign-in may call this route (lib/two-step-gate.ts). */
    duringTwoStepSetup?: boolean;
  }
}

/**
 * A session opened for an account that must use two steps and has none yet (REQUIRE_TWO_STEP,
 * decision 027) reaches only the routes marked `duringTwoStepSetup` (setting them up, the user
 * resource, log-out): any other answers 403 with the `two_step_setup_required` code, and a route
 * for anyone treats it as a visitor. Default-deny, so a route added later is closed to it too.
 */
export function installTwoStepSetupGate(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (!request.actor?.twoStepSetupOnly) return done();
    const config = request.routeOptions.config as { audience?: Audience; duringTwoStepSetup?: boolean };
    if (config.duringTwoStepSetup) return done();
    if (config.audience === 'anyone') {
      request.actor = null;
      return done();
    }
    done(forbidden(TWO_STEP_MESSAGES.setupRequired, TWO_STEP_SETUP_REQUIRED_CODE));
  });
}
