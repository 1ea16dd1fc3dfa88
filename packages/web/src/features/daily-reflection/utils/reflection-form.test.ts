import { describe, expect, it } from 'vitest';
import { KPI_VALUE_MESSAGES, PULSE_MESSAGES } from '@tandem/shared';
import { buildAnswer, buildReflection } from '../testing';
import {
  initialReflectionValues,
  kpiValueProblem,
  missingAnswers,
  reflectionSaveBody,
  type ReflectionValues,
} from './reflection-form';

const reflection = buildReflection({
  answers: [buildAnswer({ id: 31 }), buildAnswer({ id: 32 })],
  kpis: [
    { kpi: 4, name: 'Steps', result: null },
    { kpi: 5, name: 'Hours slept', result: null },
  ],
});
const filled: ReflectionValues = {
  answers: { 31: 6, 32: 1 },
  kpis: { 4: '8000', 5: '0' },
  reflection: '  A calm day.\n',
  private: true,
};

describe('initialReflectionValues', () => {
  it('starts a new reflection blank, with the Private box as the reflection says', () => {
    expect(initialReflectionValues({ ...reflection, private: true })).toEqual({
      answers: { 31: null, 32: null },
      kpis: { 4: '', 5: '' },
      reflection: '',
      private: true,
    });
  });

  it('opens a completed reflection with its answers, results and text', () => {
    const done = buildReflection({
      answers: [buildAnswer({ id: 31, answer: 7 })],
      kpis: [{ kpi: 4, name: 'Steps', result: 0 }],
      reflection: 'Good day.',
      completed_at: '2025-03-05T19:00:00Z',
    });
    expect(initialReflectionValues(done)).toEqual({
      answers: { 31: 7 },
      kpis: { 4: '0' },
      reflection: 'Good day.',
      private: false,
    });
  });
});

describe('kpiValueProblem', () => {
  it('says nothing of a readable value or a blank one, and why of one it cannot read', () => {
    for (const text of ['6.5', '6,5', '8000', '', '  ', undefined]) expect(kpiValueProblem(text)).toBeNull();
    expect(kpiValueProblem('6.5.1')).toBe(KPI_VALUE_MESSAGES.notANumber);
    expect(kpiValueProblem('-2')).toBe(KPI_VALUE_MESSAGES.outOfRange);
  });
});

describe('reflectionSaveBody', () => {
  it('sends a decimal as typed, with a point or a comma: 6.5 hours of sleep is 6.5, not 65', () => {
    const body = reflectionSaveBody(reflection, { ...filled, kpis: { 4: '8000', 5: '6,5' } });
    expect('body' in body && body.body.kpi_results).toEqual([
      { kpi: 4, result: 8000 },
      { kpi: 5, result: 6.5 },
    ]);
  });

  it('refuses a value it cannot read, with the reason', () => {
    expect(reflectionSaveBody(reflection, { ...filled, kpis: { 4: '1,000', 5: '7' } })).toEqual({
      error: KPI_VALUE_MESSAGES.groupingComma,
    });
  });

  it('opens a saved decimal as it was typed', () => {
    const done = buildReflection({ kpis: [{ kpi: 5, name: 'Hours slept', result: 6.5 }] });
    expect(initialReflectionValues(done).kpis).toEqual({ 5: '6.5' });
  });

  it('builds the PATCH body in the reflection order, the text trimmed and the results as numbers', () => {
    expect(reflectionSaveBody(reflection, filled)).toEqual({
      body: {
        answers: [
          { id: 31, answer: 6 },
          { id: 32, answer: 1 },
        ],
        kpi_results: [
          { kpi: 4, result: 8000 },
          { kpi: 5, result: 0 },
        ],
        reflection: 'A calm day.',
        private: true,
      },
    });
  });

  it.each([
    ['a statement', { ...filled, answers: { 31: 6, 32: null } }],
    ['a KPI', { ...filled, kpis: { 4: '8000', 5: '' } }],
    ['the text', { ...filled, reflection: ' \n ' }],
  ])('asks to fill everything out when %s is blank', (_, values) => {
    expect(reflectionSaveBody(reflection, values)).toEqual({ error: PULSE_MESSAGES.fillEverything });
  });

  it("gives the contract's message for a value out of range", () => {
    const result = reflectionSaveBody(reflection, { ...filled, kpis: { 4: '99999999999', 5: '1' } });
    expect(result).toHaveProperty('error');
    expect(result).not.toHaveProperty('body');
  });

  it('needs nothing but the text when the reflection asks no statement and no KPI', () => {
    const bare = buildReflection({ answers: [], kpis: [] });
    expect(
      reflectionSaveBody(bare, { answers: {}, kpis: {}, reflection: 'Just words.', private: false }),
    ).toEqual({ body: { answers: [], kpi_results: [], reflection: 'Just words.', private: false } });
  });
});

describe('missingAnswers', () => {
  it('names each statement, KPI and the open question still empty, and nothing once all are filled', () => {
    expect(
      missingAnswers(reflection, {
        ...filled,
        answers: { 31: null, 32: 4 },
        kpis: { 4: '', 5: '7' },
        reflection: ' ',
      }),
    ).toEqual({ answers: new Set([31]), kpis: new Set([4]), reflection: true });
    expect(missingAnswers(reflection, filled)).toEqual({
      answers: new Set(),
      kpis: new Set(),
      reflection: false,
    });
  });
});
