import { describe, expect, it } from 'vitest';
import { mayReadOwnPulse } from './pulse-analytics.policy';

describe('mayReadOwnPulse', () => {
  it.each([
    [{ allowProgress: true, allowSelfReflect: true }, true],
    [{ allowProgress: true, allowSelfReflect: false }, true],
    [{ allowProgress: false, allowSelfReflect: true }, true],
    [{ allowProgress: false, allowSelfReflect: false }, false],
    [undefined, false],
  ])('%j -> %s', (flags, expected) => {
    expect(mayReadOwnPulse(flags)).toBe(expected);
  });
});
