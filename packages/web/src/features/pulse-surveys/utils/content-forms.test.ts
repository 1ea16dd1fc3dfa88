import { describe, expect, it } from 'vitest';
import { DEFAULT_GRAPH_COLOR, HABIT_MESSAGES } from '@tandem/shared';
import { buildDimension, buildQuestion } from '../testing';
import {
  dimensionFormValues,
  dimensionRequestBody,
  questionFormValues,
  questionRequestBody,
  validateDimensionForm,
  validateQuestionForm,
} from './content-forms';

const BLANK = 'This field may not be blank.';

describe('graph form', () => {
  it('starts a new graph shown as a graph in the default colour, or from the graph edited', () => {
    expect(dimensionFormValues(null)).toEqual({ name: '', graph: true, graph_color: DEFAULT_GRAPH_COLOR });
    expect(
      dimensionFormValues(buildDimension({ name: 'Energy', graph: false, graph_color: '#fa5252' })),
    ).toEqual({ name: 'Energy', graph: false, graph_color: '#fa5252' });
  });

  it('needs a name and a hex colour', () => {
    expect(validateDimensionForm({ name: ' ', graph: true, graph_color: 'blue' })).toEqual({
      name: BLANK,
      graph_color: HABIT_MESSAGES.selectColor,
    });
    expect(validateDimensionForm({ name: 'Energy', graph: true, graph_color: '#fff' })).toEqual({});
  });

  it('becomes the request body, trimmed', () => {
    expect(dimensionRequestBody({ name: ' Energy ', graph: false, graph_color: ' #12b886 ' })).toEqual({
      name: 'Energy',
      graph: false,
      graph_color: '#12b886',
    });
  });
});

describe('statement form', () => {
  it('starts empty, or from the statement edited with its dimension as the select holds it', () => {
    expect(questionFormValues(null)).toEqual({ question: '', always: false, construct: '', dimension: null });
    expect(
      questionFormValues(
        buildQuestion({ question: 'I slept well', always: true, construct: 'Rest', dimension: 30 }),
      ),
    ).toEqual({ question: 'I slept well', always: true, construct: 'Rest', dimension: '30' });
  });

  it('needs the statement; the construct and dimension may stay empty', () => {
    expect(validateQuestionForm({ question: '  ', always: false, construct: '', dimension: null })).toEqual({
      question: BLANK,
    });
    expect(
      validateQuestionForm({ question: 'I slept well', always: false, construct: '', dimension: null }),
    ).toEqual({});
  });

  it('becomes the request body: trimmed, the dimension as an id or null', () => {
    expect(
      questionRequestBody({ question: ' I slept well ', always: true, construct: ' Rest ', dimension: '30' }),
    ).toEqual({
      question: 'I slept well',
      always: true,
      construct: 'Rest',
      dimension: 30,
    });
    expect(
      questionRequestBody({ question: 'Calm', always: false, construct: '', dimension: null }).dimension,
    ).toBeNull();
  });
});
