import { PassThrough, type Readable } from 'node:stream';
import yazl from 'yazl';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { forbidden } from '../../lib/errors';
import { clientFileKeys, DATASET_NAMES, datasetRows, isClient } from './personal-data.repo';

const README = `Everything Tandem keeps about you, as of the date in this file's name.

Each part comes twice: as JSON (exact, nested) and as CSV (for a spreadsheet). The parts:
profile (your account and client settings), tasks and exercise_days (the exercises you were
given and what you did), habits, commitments, journal (your notes), goals and milestones,
reflections and reflection_answers (your daily reflections, private ones included), kpis and
kpi_results, areas_of_focus, messages (both sides of your conversations with your coach),
lesson_completions and course_completions, subscriptions, assessments (your answers),
raffle_tickets (the points you gave to campaigns). Files you uploaded are under files/.
`;

/** One CSV cell: quoted when it holds a comma, a quote or a line break (RFC 4180). */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV with a header of every column any row has. */
export function toCsv(rows: Record<string, unknown>[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [
    columns.map(csvCell).join(','),
    ...rows.map((row) => columns.map((c) => csvCell(row[c])).join(',')),
  ];
  return lines.join('\r\n') + '\r\n';
}

/**
 * GET clients/data-export/ — a zip of everything about the calling client (decision 014): each
 * dataset as JSON and CSV, and the files they uploaded. Only the client themselves: a coach
 * exports nothing about a client, and an impersonating admin cannot take a client's data away.
 */
export async function exportPersonalData(ctx: AppContext, actor: Actor): Promise<Readable> {
  if (actor.impersonatorId !== null || !(await isClient(ctx.db, actor.userId))) throw forbidden();
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(README), 'README.txt');
  for (const name of DATASET_NAMES) {
    const rows = await datasetRows(ctx.db, name, actor.userId);
    zip.addBuffer(Buffer.from(JSON.stringify(rows, null, 2)), `${name}.json`);
    zip.addBuffer(Buffer.from(toCsv(rows)), `${name}.csv`);
  }
  // Each file is opened when the zip reaches it, so a client with many uploads does not hold
  // them all open at once; a file missing from storage is left out rather than added empty.
  for (const key of await clientFileKeys(ctx.db, actor.userId)) {
    const probe = await ctx.storage.open(key);
    if (!probe) continue;
    probe.stream.destroy();
    zip.addReadStreamLazy(`files/${key}`, (done) => {
      ctx.storage.open(key).then(
        (file) => (file ? done(null, file.stream) : done(new Error(`file ${key} vanished`), null!)),
        (error: Error) => done(error, null!),
      );
    });
  }
  zip.end();
  // yazl's stream is an old-style Readable; hand Fastify a modern one. A file failing mid-zip
  // ends the download with an error instead of an unhandled 'error' event.
  const output = zip.outputStream.pipe(new PassThrough());
  zip.on('error', (error: Error) => output.destroy(error));
  return output;
}
