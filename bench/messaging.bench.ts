// Real-time messaging across processes (issue 8): two more server processes on the bench database
// and one Redis, 1,000 connected sockets in 500 rooms (one coach and one client each). Each room's
// coach and client sit on different processes, so every message crosses Redis. Two rounds: a
// steady rate the machine keeps up with (delivery latency), then every socket sending as fast as
// its answers come back (the most messages a second). Each prints latency, throughput and whether
// every message reached the other member exactly once; the bench fails if one did not.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { io, type Socket } from 'socket.io-client';
import { MESSAGING_EVENTS, type ChatMessage, type SocketAck } from '@tandem/shared';
import { hashToken, newSessionToken } from '../packages/server/src/lib/tokens';
import type { BenchContext } from './run';
import { startBuiltServer, type BuiltServer } from './server';
import { startThrowawayRedis } from '../packages/server/src/test/redis-server';

const COACHES = 50;
const CLIENTS_PER_COACH = 10;
const ROOMS = COACHES * CLIENTS_PER_COACH;
/** Messages each socket sends in each round. */
const MESSAGES_PER_SOCKET = Number(process.env.BENCH_MESSAGES_PER_SOCKET ?? 10);
/**
 * The steady round: each socket sends one message every so often (4 s: 250 a second from all
 * 1,000), well under what two processes on a 2-CPU machine store, so latency is delivery and not
 * a queue.
 */
const SEND_INTERVAL_MS = Number(process.env.BENCH_MESSAGE_INTERVAL_MS ?? 4000);
/** Sockets connecting at once: the machine has 2 CPUs. */
const CONCURRENCY = 50;
const ACK_TIMEOUT_MS = 30_000;
/** How long after the last answer a missing delivery may still arrive before it counts as lost. */
const DRAIN_MS = 15_000;

/** One connected device: a member's socket, checking the messages of its own room. */
interface Device {
  socket: Socket;
  roomId: number;
  /** The other member's device in the same room (devices come in pairs: 2i coach, 2i+1 client). */
  partner: number;
  /** Every room the user reads (a coach: all ten of theirs); anything else arriving is a leak. */
  readable: Set<number>;
  /** How many times each message (by client id) arrived here. */
  received: Map<string, number>;
}

interface Sent {
  device: number;
  sentAt: number;
  ackAt?: number;
  ok?: boolean;
  error?: string;
  /** When the other member's device first received it. */
  deliveredAt?: number;
}

/** A Redis to share: REDIS_URL's, else a throw-away redis-server; null when there is neither. */
async function startRedis(): Promise<{ url: string; stop: () => void } | null> {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: () => undefined };
  return startThrowawayRedis();
}

/** Runs `work` over the items, at most `limit` at a time. */
async function inBatches<T>(items: T[], limit: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

function connect(baseUrl: string, token: string): Promise<Socket> {
  const socket = io(baseUrl, { auth: { token }, transports: ['websocket'], forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The value below which `share` of the sorted values fall (nearest rank). */
function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * CPU seconds a local process has used so far (user + system; /proc counts in USER_HZ, 100 a
 * second); undefined when there is no such process or it is not `command`.
 */
function cpuSeconds(pid: number, command?: string): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    if (command && !stat.includes(`(${command})`)) return undefined;
    // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/**
 * Follows the CPU time of the bench database's PostgreSQL backends (the servers' pools open and
 * close connections meanwhile, so they are sampled twice a second). `stop` answers the seconds
 * used, or undefined when PostgreSQL is not a local process (another host, a container).
 */
function watchBackends(pool: BenchContext['pool']) {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  let local = true;
  let sampled = false;
  const sample = async () => {
    const { rows } = await pool.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    for (const { pid } of rows) {
      const cpu = cpuSeconds(pid, 'postgres');
      if (cpu === undefined) {
        local = false;
        continue;
      }
      // A backend that appears later started during the round: all its time counts.
      if (!first.has(pid)) first.set(pid, sampled ? 0 : cpu);
      last.set(pid, cpu);
    }
    sampled = true;
  };
  let sampling = sample();
  const timer = setInterval(() => (sampling = sampling.then(sample)), 500);
  return {
    async stop(): Promise<number | undefined> {
      clearInterval(timer);
      await sampling.then(sample);
      if (!local) return undefined;
      let total = 0;
      for (const [pid, cpu] of last) total += cpu - first.get(pid)!;
      return total;
    },
  };
}

/**
 * The 50 coaches (all features) with 10 clients each, and a room per pair with both members;
 * answers the rooms with their coach and client, and a fresh session token per user.
 */
async function setUp(pool: BenchContext['pool']) {
  await pool.query(
    `
    WITH company AS (SELECT company_id FROM users WHERE email = 'coach@demo.test'),
    coaches AS (
      INSERT INTO users (email, first_name, last_name, company_id, coach_features, onboarded)
      SELECT 'msg-coach-' || n || '@bench.test', 'Coach', 'Bench' || n, (SELECT company_id FROM company), '{all}', true
      FROM generate_series(1, $1::int) AS n
      RETURNING id, company_id
    ), licences AS (
      INSERT INTO coach_profiles (user_id, company_id) SELECT id, company_id FROM coaches
    ), clients AS (
      INSERT INTO users (email, first_name, last_name, company_id, onboarded)
      SELECT 'msg-client-' || c.id || '-' || k || '@bench.test', 'Client', 'Bench' || k, c.company_id, true
      FROM coaches c, generate_series(1, $2::int) AS k
      RETURNING id, email
    )
    INSERT INTO client_profiles (user_id, coach_id, allow_messaging)
    SELECT clients.id, split_part(split_part(clients.email, '@', 1), '-', 3)::int, true FROM clients`,
    [COACHES, CLIENTS_PER_COACH],
  );
  const { rows: rooms } = await pool.query<{ id: number; coach_id: number; client_id: number }>(
    `
    WITH rooms AS (
      INSERT INTO messaging_rooms (coach_id, client_id)
      SELECT cp.coach_id, cp.user_id FROM client_profiles cp JOIN users u ON u.id = cp.user_id
      WHERE u.email LIKE 'msg-client-%@bench.test'
      RETURNING id, coach_id, client_id
    ), members AS (
      INSERT INTO messaging_room_members (room_id, user_id)
      SELECT id, coach_id FROM rooms UNION ALL SELECT id, client_id FROM rooms
    )
    SELECT * FROM rooms ORDER BY coach_id, id`,
  );
  if (rooms.length !== ROOMS) throw new Error(`set up ${rooms.length} rooms, not ${ROOMS}`);
  // Sessions made directly (as a login would: only the token's hash is kept); 550 logins through
  // the API would mostly measure password hashing.
  const userIds = [...new Set(rooms.flatMap((room) => [room.coach_id, room.client_id]))];
  const tokens = new Map(userIds.map((id) => [id, newSessionToken()]));
  await pool.query(
    'INSERT INTO sessions (user_id, token_hash) SELECT * FROM unnest($1::int[], $2::bytea[])',
    [userIds, userIds.map((id) => hashToken(tokens.get(id)!))],
  );
  await pool.query('ANALYZE users; ANALYZE client_profiles; ANALYZE messaging_rooms; ANALYZE sessions');
  return { rooms, tokens };
}

/** Sends one message and fills in its record when the answer comes. */
function send(device: Device, index: number, n: number, sent: Map<string, Sent>): Promise<void> {
  const clientId = randomUUID();
  const record: Sent = { device: index, sentAt: performance.now() };
  sent.set(clientId, record);
  const request = device.socket.timeout(ACK_TIMEOUT_MS).emitWithAck(MESSAGING_EVENTS.send, {
    room: device.roomId,
    client_id: clientId,
    message: `Bench message ${n + 1} from device ${index}`,
  }) as Promise<SocketAck<ChatMessage>>;
  return request.then(
    (answer) => {
      record.ackAt = performance.now();
      record.ok = answer.ok;
      if (!answer.ok) record.error = `${answer.status} ${answer.error}`;
    },
    (error: Error) => {
      record.ok = false;
      record.error = error.message;
    },
  );
}

interface Round {
  title: string;
  devices: Device[];
  /** Every socket sends MESSAGES_PER_SOCKET messages this way; answers when all are answered. */
  load: (sent: Map<string, Sent>) => Promise<void>;
  serverPids: number[];
  pool: BenchContext['pool'];
}

/** Runs one round of sends, prints its figures and answers whether every message arrived once. */
async function runRound({ title, devices, load, serverPids, pool }: Round, sent: Map<string, Sent>) {
  const before = sent.size;
  const serverCpuBefore = serverPids.map((pid) => cpuSeconds(pid) ?? NaN);
  const benchCpuBefore = process.cpuUsage();
  const backends = watchBackends(pool);
  const started = performance.now();
  await load(sent);
  const records = [...sent.values()].slice(before);
  const drainUntil = performance.now() + DRAIN_MS;
  while (
    records.some((record) => record.ok && record.deliveredAt === undefined) &&
    performance.now() < drainUntil
  )
    await sleep(50);
  const lastDelivery = Math.max(started, ...records.map((record) => record.deliveredAt ?? 0));
  // A moment more for a duplicate that would come after the last first copy.
  await sleep(500);
  const serverCpu = serverPids.map((pid, i) => (cpuSeconds(pid) ?? NaN) - serverCpuBefore[i]!);
  const benchCpu = process.cpuUsage(benchCpuBefore);
  const backendCpu = await backends.stop();

  const failed = records.filter((record) => !record.ok);
  let missing = 0;
  let duplicates = 0;
  // Every device of both members reads the room: the sender's own socket and the coach's sockets
  // for their other rooms get each message too (shown; the check is the other member's socket).
  let everywhereExpected = 0;
  let everywhereReceived = 0;
  let everywhereDuplicates = 0;
  for (const [clientId, record] of [...sent].slice(before)) {
    const copies = devices[devices[record.device]!.partner]!.received.get(clientId) ?? 0;
    if (record.ok && copies === 0) missing += 1;
    if (copies > 1) duplicates += copies - 1;
    if (!record.ok) continue;
    const roomId = devices[record.device]!.roomId;
    for (const device of devices) {
      if (!device.readable.has(roomId)) continue;
      everywhereExpected += 1;
      const anywhere = device.received.get(clientId) ?? 0;
      if (anywhere > 0) everywhereReceived += 1;
      if (anywhere > 1) everywhereDuplicates += anywhere - 1;
    }
  }
  const delivered = records.filter((record) => record.deliveredAt !== undefined);
  const seconds = (lastDelivery - started) / 1000;
  const latencies = delivered.map((record) => record.deliveredAt! - record.sentAt).sort((x, y) => x - y);
  const acks = records
    .filter((record) => record.ackAt !== undefined)
    .map((record) => record.ackAt! - record.sentAt)
    .sort((x, y) => x - y);
  const exactlyOnce = missing === 0 && duplicates === 0 && failed.length === 0;

  console.log(`-- ${title}`);
  console.log(
    `messages: ${records.length} sent, ${records.length - failed.length} stored (ack ok), ` +
      `${delivered.length} delivered in ${seconds.toFixed(1)} s (first send to last delivery): ` +
      `${(delivered.length / seconds).toFixed(0)} messages/s`,
  );
  console.log(
    `delivery latency (send → the other member's socket, on the other process): p50 ${ms(percentile(latencies, 0.5))}, ` +
      `p99 ${ms(percentile(latencies, 0.99))}, max ${ms(latencies.at(-1) ?? NaN)}`,
  );
  console.log(`ack latency: p50 ${ms(percentile(acks, 0.5))}, p99 ${ms(percentile(acks, 0.99))}`);
  console.log(
    `all devices of both members: ${everywhereReceived} of ${everywhereExpected} deliveries, ${everywhereDuplicates} duplicates`,
  );
  console.log(
    `CPU: server A ${serverCpu[0]!.toFixed(1)} s, server B ${serverCpu[1]!.toFixed(1)} s, ` +
      `PostgreSQL ${backendCpu === undefined ? 'n/a (not local)' : `${backendCpu.toFixed(1)} s`}, ` +
      `the sockets' process ${((benchCpu.user + benchCpu.system) / 1e6).toFixed(1)} s`,
  );
  console.log(`exactly once: ${exactlyOnce ? 'yes' : 'no'} (missing ${missing}, duplicates ${duplicates})`);
  if (failed.length > 0) console.log(`failed sends: ${failed.length}, e.g. ${failed[0]!.error}`);
  return exactlyOnce;
}

export default async function messagingBench({ pool, databaseUrl }: BenchContext) {
  const redis = await startRedis();
  if (!redis) {
    console.log(
      'skipped: no REDIS_URL and no redis-server on the PATH (two processes need a Redis to share)',
    );
    return;
  }
  const servers: BuiltServer[] = [];
  const devices: Device[] = [];
  try {
    const started = Date.now();
    const { rooms, tokens } = await setUp(pool);
    console.log(`set-up: ${COACHES} coaches, ${ROOMS} clients and rooms in ${Date.now() - started} ms`);

    const redisPrefix = `tandem-bench-${randomUUID().slice(0, 8)}`;
    const [a, b] = await Promise.all([
      startBuiltServer(databaseUrl, { REDIS_URL: redis.url, REDIS_PREFIX: redisPrefix }),
      startBuiltServer(databaseUrl, { REDIS_URL: redis.url, REDIS_PREFIX: redisPrefix }),
    ]);
    servers.push(a!, b!);

    // Device 2i is room i's coach, 2i+1 its client; even rooms put the coach on A and the client
    // on B, odd rooms the reverse, so both directions cross processes. A coach has ten rooms and
    // so ten devices, each checking its own room.
    const coachRooms = new Map<number, Set<number>>();
    for (const room of rooms)
      coachRooms.set(room.coach_id, (coachRooms.get(room.coach_id) ?? new Set()).add(room.id));
    const plan = rooms.flatMap((room, i) => {
      const [coachServer, clientServer] = i % 2 === 0 ? [a!, b!] : [b!, a!];
      return [
        {
          roomId: room.id,
          userId: room.coach_id,
          server: coachServer,
          readable: coachRooms.get(room.coach_id)!,
        },
        { roomId: room.id, userId: room.client_id, server: clientServer, readable: new Set([room.id]) },
      ];
    });

    const sent = new Map<string, Sent>();
    let strays = 0;
    let disconnects = 0;
    const connectStarted = performance.now();
    await inBatches(plan, CONCURRENCY, async (entry, index) => {
      const socket = await connect(entry.server.baseUrl, tokens.get(entry.userId)!);
      const device: Device = {
        socket,
        roomId: entry.roomId,
        partner: index ^ 1,
        readable: entry.readable,
        received: new Map(),
      };
      devices[index] = device;
      socket.on('disconnect', () => (disconnects += 1));
      socket.on(MESSAGING_EVENTS.message, (message: ChatMessage) => {
        const now = performance.now();
        if (!device.readable.has(message.room_id)) strays += 1;
        device.received.set(message.client_id, (device.received.get(message.client_id) ?? 0) + 1);
        const record = sent.get(message.client_id);
        if (record && record.device === device.partner && record.deliveredAt === undefined)
          record.deliveredAt = now;
      });
    });
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    console.log(
      `connected: ${devices.length} sockets in ${ROOMS} rooms on 2 processes, in ${connectSeconds.toFixed(1)} s ` +
        `(${CONCURRENCY} at a time)`,
    );

    const common = { devices, serverPids: [a!.child.pid!, b!.child.pid!], pool };
    const steady = await runRound(
      {
        ...common,
        title:
          `steady: each socket sends ${MESSAGES_PER_SOCKET}, one every ${SEND_INTERVAL_MS} ms ` +
          `(${Math.round((devices.length * 1000) / SEND_INTERVAL_MS)} messages/s offered)`,
        // Each device starts at a random point of the first interval, so the load is even rather
        // than in bursts of a thousand.
        load: (sentNow) =>
          Promise.all(
            devices.map(async (device, index) => {
              await sleep(Math.random() * SEND_INTERVAL_MS);
              const answers: Promise<void>[] = [];
              for (let n = 0; n < MESSAGES_PER_SOCKET; n += 1) {
                answers.push(send(device, index, n, sentNow));
                if (n < MESSAGES_PER_SOCKET - 1) await sleep(SEND_INTERVAL_MS);
              }
              await Promise.all(answers);
            }),
          ).then(() => undefined),
      },
      sent,
    );
    const flatOut = await runRound(
      {
        ...common,
        title: `flat out: each socket sends ${MESSAGES_PER_SOCKET}, each as soon as the last is answered`,
        load: (sentNow) =>
          Promise.all(
            devices.map(async (device, index) => {
              for (let n = 0; n < MESSAGES_PER_SOCKET; n += 1) await send(device, index, n, sentNow);
            }),
          ).then(() => undefined),
      },
      sent,
    );

    const {
      rows: [stored],
    } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM messages WHERE room_id = ANY($1::int[])`,
      [rooms.map((room) => room.id)],
    );
    console.log(
      `-- overall: ${sent.size} messages sent, ${stored!.n} rows stored; ${strays} messages reached a device ` +
        `outside their room; ${disconnects} sockets dropped`,
    );
    if (!steady || !flatOut) throw new Error('messaging: not every message arrived exactly once');
    if (stored!.n !== sent.size) throw new Error(`messaging: ${stored!.n} rows for ${sent.size} messages`);
    if (strays > 0) throw new Error(`messaging: ${strays} messages reached a device outside their room`);
  } finally {
    for (const device of devices) device?.socket.close();
    await Promise.all(servers.map((server) => server.stop()));
    redis.stop();
    // Leave the bench database as the next benchmark expects it (the users cascade to the rest).
    await pool.query(`DELETE FROM users WHERE email LIKE 'msg-%@bench.test'`);
  }
}
