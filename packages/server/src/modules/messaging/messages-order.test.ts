import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { planOf } from '../../test/plans';
import { newestFirst } from './messaging.repo';

// A history page and each room's latest message are read newest first: that order must come from
// messages_room_created_idx, so a page of 40 reads 40 entries, however long the conversation. A
// test database is too small for the planner to prefer the index on its own, so the plans are
// asked for with sequential and bitmap scans off: an order the index cannot give then shows as a
// Sort.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

describe("a room's messages, newest first", () => {
  it.each([
    ['the first page', sql``],
    ['a page before a time', sql`AND msg.created_at < now()`],
    ['a page before a time and id', sql`AND (msg.created_at, msg.id) < (now(), 1000)`],
  ])('come from the index in its order, with no sort: %s', async (_, older) => {
    const plan = await planOf(
      t.db,
      sql`SELECT msg.id FROM messages msg WHERE msg.room_id = 1 ${older} ORDER BY ${newestFirst} LIMIT 40`,
      ['seqscan', 'bitmapscan'],
    );
    expect(plan).toMatch(/Index (Only )?Scan using messages_room_created_idx/);
    expect(plan).not.toMatch(/Sort/);
  });
});
