// A 1 GB video lesson uploaded through the API and downloaded again by its signed link, with the
// server's memory sampled meanwhile: both ways must stream, so its resident size stays flat
// whatever the file's size (docs/decisions/008-courses.md, "Files").
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { BenchContext } from './run';
import { logIn } from './autocannon-report';

const FILE_BYTES = 1024 * 1024 * 1024;
const CHUNK = Buffer.alloc(1024 * 1024);
const MB = 1024 * 1024;

/** The server: the process listening on the bench's port (its socket's inode, found among /proc/<pid>/fd). */
function serverPid(baseUrl: string): number {
  const port = Number(new URL(baseUrl).port).toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const columns = line.trim().split(/\s+/);
      // local_address is ip:port in hex; state 0A is LISTEN; the inode is the tenth column.
      if (columns[1]?.endsWith(`:${port}`) && columns[3] === '0A') inodes.add(`socket:[${columns[9]}]`);
    }
  }
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      for (const fd of readdirSync(`/proc/${entry}/fd`))
        if (inodes.has(readlinkSync(`/proc/${entry}/fd/${fd}`))) return Number(entry);
    } catch {
      // Another user's process, or one that ended while we looked.
    }
  }
  throw new Error(`no process listens on ${baseUrl}`);
}

/** A /proc/<pid>/status figure in MB (VmRSS: resident now; VmHWM: the peak since start). */
function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`^${field}:\\s*(\\d+) kB$`, 'm').exec(status)![1]) / 1024;
}

/** Samples the server's resident size every 50 ms while `work` runs; answers the largest. */
async function peakRssDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peakMb = memoryMb(pid, 'VmRSS');
  const timer = setInterval(() => (peakMb = Math.max(peakMb, memoryMb(pid, 'VmRSS'))), 50);
  try {
    const result = await work();
    return { result, peakMb: Math.max(peakMb, memoryMb(pid, 'VmRSS')) };
  } finally {
    clearInterval(timer);
  }
}

/** A multipart body, generated as it is sent: the text fields, then an MP4-signed file of zeros. */
async function* multipartBody(boundary: string, fields: Record<string, string>) {
  for (const [name, value] of Object.entries(fields))
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  yield Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  // An ISO media `ftyp` box of brand isom, then zeros up to the size.
  const head = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom')]);
  yield head;
  let left = FILE_BYTES - head.length;
  while (left > 0) {
    const piece = Math.min(left, CHUNK.length);
    yield piece === CHUNK.length ? CHUNK : CHUNK.subarray(0, piece);
    left -= piece;
  }
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

export default async function lessonUploadBench({ baseUrl, pool }: BenchContext) {
  const { token, id: coachId } = await logIn(baseUrl, 'coach@demo.test');
  const authorization = `Token ${token}`;
  const {
    rows: [course],
  } = await pool.query<{ id: number }>(
    `INSERT INTO courses (title, description, owner_id, company_id)
     SELECT 'Upload bench', 'A course for the upload bench', id, company_id FROM users WHERE id = $1
     RETURNING id`,
    [coachId],
  );
  const {
    rows: [module],
  } = await pool.query<{ id: number }>(
    `INSERT INTO course_modules (course_id, title, description) VALUES ($1, 'Bench', 'Bench') RETURNING id`,
    [course!.id],
  );

  const pid = serverPid(baseUrl);
  const before = memoryMb(pid, 'VmRSS');
  const boundary = `----tandembench${randomBytes(8).toString('hex')}`;
  const started = performance.now();
  const { result: lesson, peakMb: uploadPeak } = await peakRssDuring(pid, async () => {
    const response = await fetch(`${baseUrl}/api/coaches/module-lessons/`, {
      method: 'POST',
      headers: { authorization, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: multipartBody(boundary, { module: String(module!.id), title: 'One gigabyte', type: 'video' }),
      duplex: 'half',
    } as RequestInit);
    if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: number; file: { url: string; size: number } };
  });
  const uploadSeconds = (performance.now() - started) / 1000;
  if (lesson.file.size !== FILE_BYTES) throw new Error(`stored ${lesson.file.size} bytes, not ${FILE_BYTES}`);

  const downloadStarted = performance.now();
  const { result: downloaded, peakMb: downloadPeak } = await peakRssDuring(pid, async () => {
    const response = await fetch(`${baseUrl}${lesson.file.url}`);
    if (!response.ok || !response.body) throw new Error(`download: ${response.status}`);
    let bytes = 0;
    for await (const chunk of response.body) bytes += (chunk as Uint8Array).length;
    return bytes;
  });
  const downloadSeconds = (performance.now() - downloadStarted) / 1000;
  if (downloaded !== FILE_BYTES) throw new Error(`downloaded ${downloaded} bytes, not ${FILE_BYTES}`);

  const ranged = await fetch(`${baseUrl}${lesson.file.url}`, { headers: { range: 'bytes=4-11' } });
  const rangeBody = Buffer.from(await ranged.arrayBuffer()).toString('latin1');
  if (ranged.status !== 206 || rangeBody !== 'ftypisom')
    throw new Error(`range: ${ranged.status} ${rangeBody}`);

  const deleted = await fetch(`${baseUrl}/api/coaches/module-lessons/${lesson.id}/`, {
    method: 'DELETE',
    headers: { authorization },
  });
  if (deleted.status !== 204) throw new Error(`delete: ${deleted.status}`);
  await pool.query('DELETE FROM courses WHERE id = $1', [course!.id]);

  const rate = (seconds: number) => `${(FILE_BYTES / MB / seconds).toFixed(0)} MB/s`;
  console.log(`server RSS before: ${before.toFixed(0)} MB`);
  console.log(
    `upload 1 GB: ${uploadSeconds.toFixed(1)} s (${rate(uploadSeconds)}), server peak RSS ${uploadPeak.toFixed(0)} MB (+${(uploadPeak - before).toFixed(0)} MB)`,
  );
  console.log(
    `download 1 GB: ${downloadSeconds.toFixed(1)} s (${rate(downloadSeconds)}), server peak RSS ${downloadPeak.toFixed(0)} MB (+${(downloadPeak - before).toFixed(0)} MB)`,
  );
  console.log(`server VmHWM (peak since start): ${memoryMb(pid, 'VmHWM').toFixed(0)} MB`);
}
