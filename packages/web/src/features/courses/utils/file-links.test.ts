import { describe, expect, it } from 'vitest';
import { linkExpiry, steadyLink } from './file-links';

const NOW = Date.UTC(2025, 2, 4, 12);
const inSeconds = (ms: number) => Math.floor((NOW + ms) / 1000);
const link = (key: string, expiresInMs: number, signature = 'a') =>
  `/api/course-files/${key}?expires=${inSeconds(expiresInMs)}&signature=${signature}`;
const HOUR = 60 * 60 * 1000;

describe('linkExpiry', () => {
  it('reads the expiry in seconds as a time in milliseconds', () => {
    expect(linkExpiry('/api/course-files/k?expires=1741089600&signature=s')).toBe(1741089600_000);
  });

  it('is null without one', () => {
    expect(linkExpiry('/api/course-files/k')).toBeNull();
    expect(linkExpiry('/api/course-files/k?expires=soon')).toBeNull();
  });
});

describe('steadyLink', () => {
  it('keeps the held link of the same file while it works for a while yet', () => {
    const held = link('video-1', 5 * HOUR, 'old');
    expect(steadyLink(held, link('video-1', 6 * HOUR, 'new'), NOW)).toBe(held);
  });

  it('takes the fresh link of a different file', () => {
    const fresh = link('video-2', 6 * HOUR, 'new');
    expect(steadyLink(link('video-1', 5 * HOUR), fresh, NOW)).toBe(fresh);
  });

  it('takes the fresh link when the held one is about to stop working', () => {
    const fresh = link('video-1', 6 * HOUR, 'new');
    expect(steadyLink(link('video-1', 5 * 60 * 1000, 'old'), fresh, NOW)).toBe(fresh);
    expect(steadyLink(link('video-1', -HOUR, 'old'), fresh, NOW)).toBe(fresh);
  });

  it('keeps a held link of the same file that carries no expiry', () => {
    expect(steadyLink('/api/course-files/k?signature=a', '/api/course-files/k?signature=b', NOW)).toBe(
      '/api/course-files/k?signature=a',
    );
  });
});
