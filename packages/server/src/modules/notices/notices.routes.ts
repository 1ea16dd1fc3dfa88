import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  coachNoticePatchSchema,
  coachNoticeQuerySchema,
  coachNoticeSchema,
  DEFAULT_PAGE_SIZE,
  paginatedSchema,
  idParams,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import { pageOf, pageWindow } from '../../lib/pagination';
import * as notices from './notices.service';

const params = idParams;
const tags = ['notices'];

/** Coach notices: clients struggling on a dimension (coaches/notices/). */
export function noticesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/coaches/notices/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary: "The coach's notices about their clients, newest first",
          querystring: coachNoticeQuerySchema,
          response: { 200: paginatedSchema(coachNoticeSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE);
        const actor = requireActor(request);
        const { count, results } = await notices.listNotices(ctx, actor, request.query.unread, window);
        return pageOf(request, window, count, results);
      },
    );

    app.patch(
      '/coaches/notices/:id/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary: 'Mark a notice read (dismiss it) or unread',
          params,
          body: coachNoticePatchSchema,
          response: { 200: coachNoticeSchema },
        },
      },
      async (request) => notices.markNotice(ctx, requireActor(request), request.params.id, request.body.read),
    );
  };
}
