import type { z } from 'zod';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@tandem/shared';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_BODY,
  isDatabaseUnavailable,
} from './database-health';

/** DRF-style error bodies: `{field: [msg]}`, `{non_field_errors: [msg]}` or `{detail, code?}`. */
export type ErrorBody = Record<string, string[]> | { detail: string; code?: string };

/** The one error type: a status, a stable code and the body the user sees. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly body: ErrorBody,
  ) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : code);
  }
}

export const notFound = (detail: string = MESSAGES.notFound) => new AppError(404, 'not_found', { detail });
export const forbidden = (detail: string = MESSAGES.noPermission, code = 'permission_denied') =>
  new AppError(403, code, { detail, code });
/** A coach whose plan lacks a route's feature: 403 with the spec's upgrade message (issue 39). */
export const upgradeRequired = () => forbidden(MESSAGES.upgrade, 'upgrade_required');
export const notAuthenticated = () =>
  new AppError(401, 'not_authenticated', { detail: MESSAGES.notAuthenticated });
export const fieldErrors = (errors: Record<string, string[]>) => new AppError(400, 'invalid', errors);

/** DRF's words for a related id that does not exist, or that the caller may not use. */
export const invalidPk = (id: number) => `Invalid pk "${id}" - object does not exist.`;
export const nonFieldError = (message: string) =>
  new AppError(400, 'invalid', { non_field_errors: [message] });
export const tooManyRequests = (detail: string, retryAfterSeconds: number) => {
  const error = new AppError(429, 'throttled', { detail, code: 'throttled' });
  return Object.assign(error, { retryAfterSeconds });
};

/** Turns zod issues into DRF's `{field: [messages]}`; issues on the whole body become non_field_errors. */
export function issuesToFieldErrors(
  issues: { instancePath: string; message?: string }[],
): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').split('/')[0] || 'non_field_errors';
    (result[field] ??= []).push(issue.message ?? 'Invalid value.');
  }
  return result;
}

/**
 * The fields a schema accepts, or the `{field: [messages]}` a JSON body would have been refused
 * with (for bodies read by hand: multipart forms).
 */
export function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, unknown>): z.output<T> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'non_field_errors';
    (errors[field] ??= []).push(issue.message);
  }
  throw fieldErrors(errors);
}

/** Installs the one error handler that every route relies on. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const retry = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
      if (retry) reply.header('retry-after', String(retry));
      return reply.code(error.statusCode).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(issuesToFieldErrors(error.validation));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ detail: error.message });
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database is unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.code(503).send(DATABASE_UNAVAILABLE_BODY);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: MESSAGES.serverError });
  });
}

/** Whether a database error broke this unique index (drizzle wraps the driver's error in `cause`). */
export function violatesUnique(error: unknown, constraint: string): boolean {
  const pg = ((error as { cause?: unknown }).cause ?? error) as { code?: string; constraint?: string };
  return pg.code === '23505' && pg.constraint === constraint;
}
