import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { messagingRoomInfoSchema, messagingRoomSchema, paginatedSchema } from '@tandem/shared';
import { createTestApp, type TestApp } from '../test/test-app';
import { authHeader } from '../test/factories';
import { DEMO_PASSWORD, seedDemo } from './demo';
import { seedDemoMessaging } from './demo-messaging';

let t: TestApp;
const now = new Date();
const DAY = 24 * 60 * 60_000;

beforeAll(async () => {
  t = await createTestApp();
  expect((await seedDemo(t.db, now)).created).toBe(true);
});
afterAll(() => t.close());

async function rows<T extends Record<string, unknown>>(query: SQL): Promise<T[]> {
  return (await t.db.execute<T>(query)).rows as T[];
}

/** Everything the step writes, to compare runs. */
const snapshot = () =>
  rows<{ kind: string; key: string; value: string | null }>(sql`
    SELECT 'room' AS kind, r.coach_id || '-' || r.client_id AS key, r.last_message_at::text AS value
    FROM messaging_rooms r
    UNION ALL
    SELECT 'member', m.room_id || '-' || m.user_id, m.last_seen::text FROM messaging_room_members m
    UNION ALL
    SELECT 'message', msg.sender_id || '-' || msg.client_id, msg.created_at::text || msg.body FROM messages msg
    ORDER BY 1, 2`);

type RoomStats = {
  email: string;
  messages: number;
  coach_messages: number;
  switches: number;
  oldest: Date;
  newest: Date;
  last_message_at: Date;
  last_length: number;
  long_messages: number;
  coach_unread: number;
  client_unread: number;
  unread_from_coach: number;
};

describe('demo conversations', () => {
  // Before anyone logs in through the API (which moves last_login).
  it("gives the demo coach conversations with five clients, the demo client's among them", async () => {
    const stats = await rows<RoomStats>(sql`
      WITH ordered AS (
        SELECT msg.*, lag(msg.sender_id) OVER (PARTITION BY msg.room_id ORDER BY msg.created_at, msg.id) AS before
        FROM messages msg)
      SELECT cl.email,
        count(o.id)::int AS messages,
        count(o.id) FILTER (WHERE o.sender_id = r.coach_id)::int AS coach_messages,
        count(o.id) FILTER (WHERE o.before IS NOT NULL AND o.before <> o.sender_id)::int AS switches,
        min(o.created_at) AS oldest, max(o.created_at) AS newest, r.last_message_at,
        (SELECT length(l.body) FROM messages l WHERE l.room_id = r.id ORDER BY l.created_at DESC, l.id DESC LIMIT 1)::int AS last_length,
        count(o.id) FILTER (WHERE length(o.body) > 80)::int AS long_messages,
        count(o.id) FILTER (WHERE o.sender_id <> r.coach_id AND o.created_at > coalesce(mc.last_seen, '-infinity'))::int AS coach_unread,
        count(o.id) FILTER (WHERE o.sender_id <> r.client_id AND o.created_at > coalesce(mk.last_seen, '-infinity'))::int AS client_unread,
        count(o.id) FILTER (WHERE o.sender_id = r.coach_id AND o.created_at > coalesce(mk.last_seen, '-infinity'))::int AS unread_from_coach
      FROM messaging_rooms r
      JOIN users co ON co.id = r.coach_id
      JOIN users cl ON cl.id = r.client_id
      JOIN messaging_room_members mc ON mc.room_id = r.id AND mc.user_id = r.coach_id
      JOIN messaging_room_members mk ON mk.room_id = r.id AND mk.user_id = r.client_id
      LEFT JOIN ordered o ON o.room_id = r.id
      WHERE co.email = 'coach@demo.test'
      GROUP BY r.id, cl.email, mc.last_seen, mk.last_seen ORDER BY cl.email`);
    expect(stats).toHaveLength(5);
    expect(stats.map((room) => room.email)).toContain('client@demo.test');
    for (const room of stats) {
      expect(room.messages, room.email).toBeGreaterThanOrEqual(5);
      expect(room.messages, room.email).toBeLessThanOrEqual(25);
      // A conversation: both write, and the turn passes back and forth.
      expect(room.coach_messages, room.email).toBeGreaterThan(0);
      expect(room.coach_messages, room.email).toBeLessThan(room.messages);
      expect(room.switches, room.email).toBeGreaterThanOrEqual(room.messages / 2);
      expect(now.getTime() - new Date(room.oldest).getTime(), room.email).toBeLessThanOrEqual(14 * DAY);
      expect(now.getTime() - new Date(room.oldest).getTime(), room.email).toBeGreaterThan(7 * DAY);
      expect(new Date(room.newest).getTime(), room.email).toBeLessThan(now.getTime());
      expect(new Date(room.last_message_at).getTime(), room.email).toBe(new Date(room.newest).getTime());
    }
    // Previews truncate past 80 characters: some rooms end on a long message.
    expect(stats.filter((room) => room.last_length > 80).length).toBeGreaterThanOrEqual(2);
    expect(stats.reduce((sum, room) => sum + room.long_messages, 0)).toBeGreaterThanOrEqual(4);

    const coachUnreadRooms = stats.filter((room) => room.coach_unread > 0);
    expect(coachUnreadRooms.length).toBeGreaterThanOrEqual(2);
    expect(coachUnreadRooms.length).toBeLessThanOrEqual(3);
    const casey = stats.find((room) => room.email === 'client@demo.test')!;
    expect(casey).toMatchObject({ client_unread: 1, unread_from_coach: 1 });
  });

  it('follows the product rules: millisecond times, no one writes after their last login, marks on or after own messages', async () => {
    const [breaks] = await rows<{
      sub_ms: number;
      after_login: number;
      own_unread: number;
      rooms_without: number;
    }>(sql`
      SELECT
        (SELECT count(*) FROM messages WHERE created_at <> date_trunc('milliseconds', created_at))::int AS sub_ms,
        (SELECT count(*) FROM messages msg JOIN users u ON u.id = msg.sender_id
          WHERE u.last_login IS NULL OR msg.created_at > u.last_login)::int AS after_login,
        (SELECT count(*) FROM messages msg JOIN messaging_room_members m ON m.room_id = msg.room_id AND m.user_id = msg.sender_id
          WHERE m.last_seen IS NULL OR msg.created_at > m.last_seen)::int AS own_unread,
        (SELECT count(*) FROM messaging_rooms r WHERE (SELECT count(*) FROM messaging_room_members m WHERE m.room_id = r.id) <> 2)::int AS rooms_without`);
    expect(breaks).toEqual({ sub_ms: 0, after_login: 0, own_unread: 0, rooms_without: 0 });
  });

  it('shows through the API: three rooms unread for the coach, one message for the demo client', async () => {
    const coach = await authHeader(t.app, 'coach@demo.test', DEMO_PASSWORD);
    const client = await authHeader(t.app, 'client@demo.test', DEMO_PASSWORD);
    const get = async (url: string, authorization: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/${url}`, headers: { authorization } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const coachInfo = messagingRoomInfoSchema.parse(await get('coaches/messaging-rooms/info/', coach));
    expect(Object.values(coachInfo).sort()).toEqual([1, 1, 2]);
    const rooms = paginatedSchema(messagingRoomSchema).parse(
      await get('coaches/messaging-rooms/?active=true', coach),
    );
    expect(rooms.count).toBe(5);
    expect(rooms.results.every((room) => room.can_send && room.last_message)).toBe(true);
    const times = rooms.results.map((room) => new Date(room.last_message!.created_at).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const clientInfo = messagingRoomInfoSchema.parse(await get('coaches/messaging-rooms/info/', client));
    const [mine] = paginatedSchema(messagingRoomSchema).parse(
      await get('clients/messaging-rooms/', client),
    ).results;
    expect(clientInfo).toEqual({ [mine!.id]: 1 });
    expect(mine!.last_message!.sender_id).toBe(mine!.coach);
  });

  it('adds nothing when run again, even days later', async () => {
    const before = await snapshot();
    expect(before.filter((row) => row.kind === 'message')).toHaveLength(56);
    expect((await seedDemo(t.db)).created).toBe(false);
    expect(await seedDemoMessaging(t.db, new Date(now.getTime() + 3 * DAY))).toBe(false);
    expect(await snapshot()).toEqual(before);
  });

  it('fills in a conversation that lost messages, and opens none with a client who moved away', async () => {
    await t.db.execute(sql`
      DELETE FROM messages WHERE client_id IN ('demo-aisha.khan-7', 'demo-aisha.khan-8')`);
    // Marcus moves to the owner, and his old room is gone: the step must not make it again.
    await t.db.execute(sql`
      DELETE FROM messaging_rooms WHERE client_id = (SELECT id FROM users WHERE email = 'marcus.johnson@demo.test')`);
    await t.db.execute(sql`
      UPDATE client_profiles SET coach_id = (SELECT id FROM users WHERE email = 'owner@demo.test')
      WHERE user_id = (SELECT id FROM users WHERE email = 'marcus.johnson@demo.test')`);
    expect(await seedDemoMessaging(t.db, now)).toBe(true);
    const [counts] = await rows<{ aisha: number; last_at_is_latest: boolean; marcus: number }>(sql`
      SELECT
        (SELECT count(*) FROM messages WHERE client_id LIKE 'demo-aisha.khan-%')::int AS aisha,
        (SELECT r.last_message_at = max(m.created_at) FROM messaging_rooms r JOIN messages m ON m.room_id = r.id
          WHERE m.client_id LIKE 'demo-aisha.khan-%' GROUP BY r.id) AS last_at_is_latest,
        (SELECT count(*) FROM messaging_rooms r JOIN users u ON u.id = r.client_id
          WHERE u.email = 'marcus.johnson@demo.test')::int AS marcus`);
    expect(counts).toEqual({ aisha: 8, last_at_is_latest: true, marcus: 0 });
    expect(await seedDemoMessaging(t.db, now)).toBe(false);
  });
});
