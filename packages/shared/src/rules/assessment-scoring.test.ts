import { describe, expect, it } from 'vitest';
import {
  answersCoverQuestions,
  bandOf,
  firstUnanswered,
  scoreAssessment,
  type ScoredAttribute,
} from './assessment-scoring';

const report = { low: 'Low text', moderate: 'Moderate text', high: 'High text' };
const energy: ScoredAttribute = {
  id: 1,
  name: 'Energy',
  questions: [
    { id: 11, reverse: false },
    { id: 12, reverse: false },
    { id: 13, reverse: true },
  ],
  report,
};
const focus: ScoredAttribute = { id: 2, name: 'Focus', questions: [{ id: 21, reverse: false }], report };
const answers = (entries: [number, number][]) => new Map(entries);

describe('scoreAssessment', () => {
  it('puts all 1s at 0 and all 7s at 100, a reversed question counting the other way', () => {
    const low = scoreAssessment(
      [energy],
      answers([
        [11, 1],
        [12, 1],
        [13, 7],
      ]),
    );
    expect(low.attributes[0]).toMatchObject({ score: 0, band: 'low', report: 'Low text', answered: 3 });
    const high = scoreAssessment(
      [energy],
      answers([
        [11, 7],
        [12, 7],
        [13, 1],
      ]),
    );
    expect(high.attributes[0]).toMatchObject({ score: 100, band: 'high', report: 'High text' });
    expect(high.overall).toBe(100);
  });

  it('leaves an attribute without answers unscored, and the overall score to the others', () => {
    const result = scoreAssessment([energy, focus], answers([[21, 4]]));
    expect(result.attributes[0]).toMatchObject({
      score: null,
      band: null,
      report: '',
      answered: 0,
      questions: 3,
    });
    expect(result.attributes[1]).toMatchObject({ score: 50, band: 'moderate', report: 'Moderate text' });
    expect(result.overall).toBe(50);
  });

  it('has no overall score when nothing was answered', () => {
    expect(scoreAssessment([energy, focus], answers([])).overall).toBeNull();
  });

  it('scores one attribute of one question, and ignores answers off the scale or to other questions', () => {
    const result = scoreAssessment(
      [focus],
      answers([
        [21, 6],
        [99, 7],
        [11, 1],
      ]),
    );
    expect(result.attributes).toEqual([
      { id: 2, name: 'Focus', score: 83, band: 'high', answered: 1, questions: 1, report: 'High text' },
    ]);
    expect(scoreAssessment([focus], answers([[21, 8]])).attributes[0]!.score).toBeNull();
    expect(scoreAssessment([focus], answers([[21, 2.5]])).attributes[0]!.score).toBeNull();
  });

  it('takes the mean of the answered questions, rounded', () => {
    // 2, 3 and (8 - 6 =) 2: mean 7/3, (7/3 - 1) / 6 * 100 = 22.2
    expect(
      scoreAssessment(
        [energy],
        answers([
          [11, 2],
          [12, 3],
          [13, 6],
        ]),
      ).attributes[0]!.score,
    ).toBe(22);
  });
});

describe('bandOf', () => {
  it('is low below 40, moderate from 40, high from 70', () => {
    expect([0, 39, 40, 69, 70, 100].map(bandOf)).toEqual([
      'low',
      'low',
      'moderate',
      'moderate',
      'high',
      'high',
    ]);
  });
});

describe('answersCoverQuestions', () => {
  const asked = [3, 1, 2];
  it('accepts every question answered once, in any order', () => {
    expect(
      answersCoverQuestions(asked, [
        { question: 1, answer: 1 },
        { question: 2, answer: 7 },
        { question: 3, answer: 4 },
      ]),
    ).toBe(true);
  });
  it('refuses a missing, repeated, unknown or out-of-scale answer', () => {
    const two = [
      { question: 1, answer: 1 },
      { question: 2, answer: 7 },
    ];
    expect(answersCoverQuestions(asked, two)).toBe(false);
    expect(answersCoverQuestions(asked, [...two, { question: 2, answer: 3 }])).toBe(false);
    expect(answersCoverQuestions(asked, [...two, { question: 9, answer: 3 }])).toBe(false);
    expect(answersCoverQuestions(asked, [...two, { question: 3, answer: 8 }])).toBe(false);
  });
});

describe('firstUnanswered', () => {
  it('is the first question without an answer, or -1 when all are answered', () => {
    expect(firstUnanswered([5, 6, 7], new Map([[5, 2]]))).toBe(1);
    expect(firstUnanswered([5, 6, 7], new Map([[6, 2]]))).toBe(0);
    expect(
      firstUnanswered(
        [5, 6],
        new Map([
          [5, 2],
          [6, 1],
        ]),
      ),
    ).toBe(-1);
  });
});
