import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  impersonateRequestSchema,
  loginAnswerSchema,
  loginRequestSchema,
  tokenResponseSchema,
  userPatchSchema,
  userSchema,
  idParams,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import * as accounts from './accounts.service';
import { emailChangeRoutes } from './email-change.routes';
import { sessionsRoutes } from './sessions.routes';
import { secondStepRoutes } from './second-step.routes';

const userIdParams = idParams;
const tags = ['accounts'];

/** Login, logout, the user resource and impersonation; the caller's sessions; the e-mail undo link. */
export function accountsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(sessionsRoutes(ctx));
    await app.register(emailChangeRoutes(ctx));
    await app.register(secondStepRoutes(ctx));

    app.post(
      '/api-token-auth/',
      {
        config: { audience: 'anyone' },
        schema: {
          tags,
          summary:
            'Log in with e-mail and password: a session, or for an account with two steps a challenge for api-token-auth/two-step/',
          body: loginRequestSchema,
          response: { 200: loginAnswerSchema },
        },
      },
      async (request) => accounts.login(ctx, request.body, request.ip, request.headers['user-agent']),
    );

    app.post(
      '/logout/',
      {
        config: { audience: 'signed-in', duringTwoStepSetup: true },
        schema: { tags, summary: 'Revoke the current session' },
      },
      async (request, reply) => {
        await accounts.logout(ctx, requireActor(request));
        return reply.code(204).send();
      },
    );

    app.get(
      '/user/:id/',
      {
        config: { audience: 'signed-in', duringTwoStepSetup: true },
        schema: {
          tags,
          summary: 'A user the caller may see',
          params: userIdParams,
          response: { 200: userSchema },
        },
      },
      async (request) => accounts.getUser(ctx, requireActor(request), request.params.id),
    );

    app.patch(
      '/user/:id/',
      {
        config: { audience: 'signed-in' },
        schema: {
          tags,
          summary: "Change the caller's own settings (JSON), or the profile image (multipart, field `image`)",
          params: userIdParams,
          // Optional so a multipart request reaches the handler: it has no parsed body, which
          // Fastify validates as null.
          body: userPatchSchema.nullish(),
          response: { 200: userSchema },
        },
      },
      async (request) => {
        const actor = requireActor(request);
        if (!request.isMultipart())
          return accounts.updateUser(ctx, actor, request.params.id, request.body ?? {});
        return accounts.updateUserImage(ctx, actor, request.params.id, async () => {
          const part = await request.file();
          return part && { field: part.fieldname, stream: part.file };
        });
      },
    );

    app.post(
      '/user/impersonate/',
      {
        config: { audience: 'signed-in' },
        schema: {
          tags,
          summary: 'Open a session as another user (admins, and owners within their company)',
          body: impersonateRequestSchema,
          response: { 200: tokenResponseSchema },
        },
      },
      async (request) => accounts.impersonate(ctx, requireActor(request), request.body),
    );
  };
}
