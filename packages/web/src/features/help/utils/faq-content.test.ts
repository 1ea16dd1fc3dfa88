import { describe, expect, it } from 'vitest';
import { FAQ, searchFaq } from './faq-content';

describe('searchFaq', () => {
  it('keeps the entries holding every word, in any case', () => {
    expect(searchFaq(FAQ, '').length).toBe(FAQ.length);
    expect(searchFaq(FAQ, 'RAFFLE monday').map((entry) => entry.question)).toEqual([
      'How do raffle tickets work?',
    ]);
    expect(searchFaq(FAQ, 'pdf mp4').map((entry) => entry.question)).toEqual([
      'Which files can I upload to lessons?',
    ]);
    expect(searchFaq(FAQ, 'nothing-like-this')).toEqual([]);
  });

  it('states the spec’s facts', () => {
    const all = FAQ.map((entry) => entry.answer).join(' ');
    for (const fact of ['8 am', '5 pm', 'two weeks', '3 or below two days in a row', 'PDF', 'MP4', 'quotes'])
      expect(all).toContain(fact);
  });
});
