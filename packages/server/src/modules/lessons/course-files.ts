import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { COURSE_FILE_LINK_SECONDS, MESSAGES, type CourseFile } from '@tandem/shared';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import type { ByteRange } from '../../lib/storage';
import { allowFramingBySameOrigin } from '../../lib/security-headers';

/*
 * Lesson and resource files are not public /media/ files: responses carry signed links to them
 * (docs/decisions/008-courses.md), handed out only to people allowed to see the lesson. The link
 * is the capability, since a <video> or <audio> tag cannot send an Authorization header:
 *   /api/course-files/<key>?expires=<unix seconds>&signature=<hex HMAC-SHA256(secret, key:expires)>
 * The secret is the `file_links` row the migration put in `app_secrets`, shared by every server
 * process (so a link made by one works on another) and read once per process and database.
 */

export const COURSE_FILES_PREFIX = '/api/course-files/';
export const LINK_REFUSED = 'This file link is invalid or has expired.';

const secrets = new WeakMap<Db, Buffer>();

/**
 * Reads the link secret of this database into the process (the lessons routes do it when the
 * app starts, after the migrations, so presenters can make links without waiting).
 */
export async function loadFileLinkSecret(ctx: Pick<AppContext, 'db'>): Promise<void> {
  if (secrets.has(ctx.db)) return;
  const [row] = await ctx.db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, 'file_links'));
  if (!row) throw new Error("app_secrets has no 'file_links' row: the courses migration has not run");
  secrets.set(ctx.db, Buffer.from(row.value, 'utf8'));
}

function secretOf(ctx: Pick<AppContext, 'db'>): Buffer {
  const secret = secrets.get(ctx.db);
  if (!secret) throw new Error('the file link secret is not loaded (loadFileLinkSecret)');
  return secret;
}

const sign = (secret: Buffer, key: string, expires: number) =>
  createHmac('sha256', secret).update(`${key}:${expires}`).digest('hex');

/** A link to a stored course file that works for COURSE_FILE_LINK_SECONDS from `now`. */
export function courseFileLink(ctx: Pick<AppContext, 'db'>, key: string, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + COURSE_FILE_LINK_SECONDS;
  return `${COURSE_FILES_PREFIX}${key}?expires=${expires}&signature=${sign(secretOf(ctx), key, expires)}`;
}

/** Whether a link's `expires` and `signature` were made by `courseFileLink` for `key` and still work. */
export function verifyCourseFileLink(
  ctx: Pick<AppContext, 'db'>,
  key: string,
  expires: string | undefined,
  signature: string | undefined,
  now = new Date(),
): boolean {
  if (!expires || !/^\d{1,12}$/.test(expires) || !signature || !/^[0-9a-f]{64}$/.test(signature))
    return false;
  if (Number(expires) < now.getTime() / 1000) return false;
  const expected = Buffer.from(sign(secretOf(ctx), key, Number(expires)), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** The stored-file columns of a lesson or a resource. */
export interface StoredFileColumns {
  fileKey: string | null;
  fileName: string | null;
  fileSize: number | null;
  contentType: string | null;
}

/**
 * A lesson's or resource's file as responses show it (a signed link, its name, size and type),
 * or null when it has none. Only call it for someone allowed to see the lesson.
 */
export function presentCourseFile(
  ctx: Pick<AppContext, 'db'>,
  file: StoredFileColumns,
  now = new Date(),
): CourseFile | null {
  if (!file.fileKey) return null;
  return {
    url: courseFileLink(ctx, file.fileKey, now),
    name: file.fileName ?? 'file',
    size: file.fileSize ?? 0,
    content_type: file.contentType ?? 'application/octet-stream',
  };
}

/** Types a browser shows in place (players and the PDF viewer); anything else is downloaded. */
export const isInlineType = (contentType: string) =>
  contentType.startsWith('video/') || contentType.startsWith('audio/') || contentType === 'application/pdf';

/**
 * The one range of a `Range: bytes=...` header: `a-b`, `a-` or the last `n` bytes (`-n`), within
 * `size`. `null` means serve the whole file (no header, or one we do not handle: several ranges
 * or another unit, which HTTP lets a server ignore); 'unsatisfiable' answers 416.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}

/** `attachment; filename=...` with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string | null): string {
  if (!fileName) return type;
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The name a stored file was uploaded under, from the lesson or resource that holds it. */
async function fileNameOf(db: Db, key: string): Promise<string | null> {
  const result = await db.execute<{ file_name: string | null }>(sql`
    SELECT file_name FROM module_lessons WHERE file_key = ${key}
    UNION ALL
    SELECT file_name FROM lesson_resources WHERE file_key = ${key}
    LIMIT 1`);
  return result.rows[0]?.file_name ?? null;
}

/**
 * GET /api/course-files/<key>?expires&signature: a course file by its signed link, with ranges
 * so players can seek. No login: the signature is the capability. Hidden from the API docs.
 */
export function serveCourseFiles(app: FastifyInstance, ctx: AppContext): void {
  app.get('/course-files/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const query = request.query as { expires?: string; signature?: string };
    if (!verifyCourseFileLink(ctx, key, query.expires, query.signature))
      return reply.code(403).send({ detail: LINK_REFUSED });

    const whole = await ctx.storage.open(key);
    if (!whole) return reply.code(404).send({ detail: MESSAGES.notFound });
    const inline = isInlineType(whole.contentType);
    // A PDF is shown in the lesson page's frame; a file to download is never framed.
    if (inline) allowFramingBySameOrigin(reply);
    reply
      .header('accept-ranges', 'bytes')
      .header('content-type', whole.contentType)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-disposition',
        inline ? 'inline' : contentDisposition('attachment', await fileNameOf(ctx.db, key)),
      );

    const range = parseRange(request.headers.range, whole.size);
    if (range === 'unsatisfiable') {
      whole.stream.destroy();
      return reply.code(416).header('content-range', `bytes */${whole.size}`).send();
    }
    if (!range) return reply.header('content-length', String(whole.size)).send(whole.stream);

    whole.stream.destroy();
    const part = await ctx.storage.open(key, range);
    if (!part) return reply.code(404).send({ detail: MESSAGES.notFound });
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${whole.size}`)
      .header('content-length', String(range.end - range.start + 1))
      .send(part.stream);
  });
}
