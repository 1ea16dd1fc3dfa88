import { describe, expect, it } from 'vitest';
import { countWords, wordsOf } from './word-counts';

describe('wordsOf', () => {
  it('lower-cases, keeps inner apostrophes and drops short and stop words', () => {
    expect(wordsOf('I am SO tired, but the walk helped. Can’t stop smiling!')).toEqual([
      'tired',
      'walk',
      'helped',
      "can't",
      'stop',
      'smiling',
    ]);
  });
  it('reads letters of any alphabet and ignores digits and punctuation', () => {
    expect(wordsOf('Café 2024 -- naïve; über!')).toEqual(['café', 'naïve', 'über']);
  });
});

describe('countWords', () => {
  it('counts across texts, most frequent first and ties by word', () => {
    expect(countWords(['Calm morning, calm mind.', 'A busy morning', 'busy busy'])).toEqual([
      { word: 'busy', count: 3 },
      { word: 'calm', count: 2 },
      { word: 'morning', count: 2 },
      { word: 'mind', count: 1 },
    ]);
  });
  it('keeps at most max words', () => {
    expect(countWords(['alpha beta gamma delta'], 2)).toEqual([
      { word: 'alpha', count: 1 },
      { word: 'beta', count: 1 },
    ]);
  });
});
