import { describe, expect, it } from 'vitest';
import {
  dailyQuestionCount,
  dailyQuestions,
  previewQuestions,
  scoreFraction,
  scoreToGraphValue,
  strugglingEpisode,
} from './pulse-scores';

const q = (id: number, always = false) => ({ id, always });
const survey = [q(1), q(2, true), q(3), q(4), q(5, true), q(6)];

/** A seeded generator (mulberry32), so draws are reproducible. */
function seeded(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('previewQuestions', () => {
  it('shows every always-asked statement plus the first n of the rest, in survey order', () => {
    expect(previewQuestions(survey, 2).map((x) => x.id)).toEqual([1, 2, 3, 5]);
  });
  it('shows all of the rest when there are not more than n', () => {
    expect(previewQuestions(survey, 10).map((x) => x.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('shows only the always-asked ones when n is 0', () => {
    expect(previewQuestions(survey, 0).map((x) => x.id)).toEqual([2, 5]);
  });
});

describe('dailyQuestions', () => {
  it('always asks the always-asked statements and draws n of the rest', () => {
    for (let seed = 1; seed < 50; seed += 1) {
      const ids = dailyQuestions(survey, 2, seeded(seed)).map((x) => x.id);
      expect(ids).toHaveLength(4);
      expect(ids).toContain(2);
      expect(ids).toContain(5);
      expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    }
  });
  it('draws every statement of the rest over many days', () => {
    const seen = new Set<number>();
    for (let seed = 1; seed < 50; seed += 1)
      for (const x of dailyQuestions(survey, 1, seeded(seed))) seen.add(x.id);
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('asks everything when n exceeds the rest, and counts the total like the spec', () => {
    expect(dailyQuestions(survey, 9).map((x) => x.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(dailyQuestionCount(survey, 2)).toBe(4);
    expect(dailyQuestionCount(survey, 9)).toBe(6);
  });
});

describe('score scaling', () => {
  it('maps 1..7 onto 0..1 and the 0..100 graph axis', () => {
    expect(scoreFraction(1)).toBe(0);
    expect(scoreFraction(7)).toBe(1);
    expect(scoreFraction(4)).toBe(0.5);
    expect(scoreToGraphValue(4)).toBe(50);
    expect(scoreToGraphValue(5.5)).toBe(75);
    expect(scoreToGraphValue(2)).toBe(16.7);
  });
  it('clamps values outside the scale', () => {
    expect(scoreFraction(0)).toBe(0);
    expect(scoreToGraphValue(9)).toBe(100);
  });
});

describe('strugglingEpisode', () => {
  it('is not a struggle after one low day', () => {
    expect(
      strugglingEpisode([
        { day: '2026-11-20', score: 2 },
        { day: '2026-11-19', score: 6 },
      ]),
    ).toEqual({
      struggling: false,
      episodeStart: null,
    });
  });
  it('is a struggle on the second low reflection in a row, starting at the first', () => {
    expect(
      strugglingEpisode([
        { day: '2026-11-18', score: 5 },
        { day: '2026-11-20', score: 3 },
        { day: '2026-11-19', score: 2.5 },
      ]),
    ).toEqual({ struggling: true, episodeStart: '2026-11-19' });
  });
  it('keeps the same start while the struggle goes on, so one notice covers it', () => {
    const scores = [
      { day: '2026-11-17', score: 2 },
      { day: '2026-11-18', score: 1 },
      { day: '2026-11-19', score: 3 },
    ];
    expect(strugglingEpisode(scores).episodeStart).toBe('2026-11-17');
  });
  it('ends with a good day: a later low day alone is not a struggle', () => {
    expect(
      strugglingEpisode([
        { day: '2026-11-17', score: 2 },
        { day: '2026-11-18', score: 2 },
        { day: '2026-11-19', score: 3.5 },
        { day: '2026-11-20', score: 1 },
      ]).struggling,
    ).toBe(false);
  });
});
