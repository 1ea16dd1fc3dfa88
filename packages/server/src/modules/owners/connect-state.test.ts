import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CONNECT_STATE_SECONDS, connectState, isValidConnectState } from './connect-state';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the connect link's state", () => {
  it('works for the owner and company it was made for, within the hour', async () => {
    const now = new Date('2026-11-26T10:00:00Z');
    const state = await connectState(t.db, 7, 42, now);
    expect(await isValidConnectState(t.db, state, 7, 42, now)).toBe(true);
    expect(await isValidConnectState(t.db, state, 7, 43, now)).toBe(false);
    expect(await isValidConnectState(t.db, state, 8, 42, now)).toBe(false);
    const later = new Date(now.getTime() + (CONNECT_STATE_SECONDS + 1) * 1000);
    expect(await isValidConnectState(t.db, state, 7, 42, later)).toBe(false);
    expect(await isValidConnectState(t.db, 'nonsense', 7, 42, now)).toBe(false);
  });
});
