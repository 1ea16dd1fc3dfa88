import { describe, expect, it } from 'vitest';
import { idParam } from './route-params';

describe('idParam', () => {
  it('reads a positive whole number', () => {
    expect(idParam('12')).toBe(12);
  });

  it('is null for anything else', () => {
    for (const value of [undefined, 'abc', 'new', '0', '1.5']) expect(idParam(value)).toBeNull();
  });
});
