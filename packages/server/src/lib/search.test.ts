import { describe, expect, it } from 'vitest';
import { containsPattern } from './search';

describe('containsPattern', () => {
  it('wraps the text and escapes the LIKE wildcards', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
