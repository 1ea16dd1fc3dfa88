import { describe, expect, it } from 'vitest';
import { messagePreview } from './message-preview';

const words = (n: number, word = 'word') => Array.from({ length: n }, (_, i) => `${word}${i + 1}`).join(' ');

describe('messagePreview', () => {
  it('keeps a message of 80 characters or less whole, even with more than 20 words', () => {
    const short = Array.from({ length: 26 }, () => 'ab').join(' '); // 77 characters, 26 words
    expect(short.length).toBeLessThanOrEqual(80);
    expect(messagePreview(short, false)).toBe(short);
  });

  it('cuts a message over 80 characters to its first 20 words', () => {
    const long = words(30);
    expect(messagePreview(long, false)).toBe(`${words(20)}…`);
  });

  it('does not add an ellipsis when a long message has 20 words or fewer', () => {
    const long = words(10, 'extraordinarily-long-');
    expect(long.length).toBeGreaterThan(80);
    expect(messagePreview(long, false)).toBe(long);
  });

  it("prefixes the caller's own messages with (You)", () => {
    expect(messagePreview('See you tomorrow', true)).toBe('(You) See you tomorrow');
    expect(messagePreview(words(30), true)).toBe(`(You) ${words(20)}…`);
  });

  it('flattens line breaks and runs of spaces', () => {
    expect(messagePreview('  Hello\n\nthere   you ', false)).toBe('Hello there you');
  });
});
