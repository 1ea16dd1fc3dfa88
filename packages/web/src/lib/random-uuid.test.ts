import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomUuid } from './random-uuid';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe('randomUuid', () => {
  it('makes version 4 UUIDs', () => {
    expect(randomUuid()).toMatch(UUID_V4);
  });

  it('makes them without crypto.randomUUID too, as on a plain-http origin', () => {
    const { getRandomValues } = crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(crypto) });
    const made = new Set(Array.from({ length: 50 }, () => randomUuid()));
    expect(made.size).toBe(50);
    for (const id of made) expect(id).toMatch(UUID_V4);
  });
});
