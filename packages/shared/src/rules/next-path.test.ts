import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it.each(['/goals', '/c/assessments?x=1', '/settings#top', '/'])('keeps the path %s', (next) => {
    expect(safeNextPath(next)).toBe(next);
  });

  it.each([
    null,
    undefined,
    '',
    'goals',
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    '/\t/evil.example/',
    'javascript:alert(1)',
  ])('refuses %s', (next) => {
    expect(safeNextPath(next)).toBeNull();
  });
});
