import { describe, expect, it } from 'vitest';
import { MESSAGES, PULSE_LIMITS, PULSE_MESSAGES } from '@tandem/shared';
import { buildSurvey } from '../testing';
import {
  newSurveyRequestBody,
  surveyFormValues,
  surveyRequestBody,
  validateNewSurvey,
  validateSurveyForm,
} from './survey-form';

const survey = buildSurvey({ name: 'Energy', daily_num_questions: 4, private: true });
const valid = surveyFormValues(survey);

describe('survey settings form', () => {
  it("starts from the survey's settings", () => {
    expect(valid).toEqual({
      name: 'Energy',
      open_ended_question: 'What is on your mind today?',
      daily_num_questions: 4,
      private: true,
    });
  });

  it("needs a name ('Pulse Surveys require names') and an open-ended question", () => {
    expect(validateSurveyForm(valid)).toEqual({});
    expect(validateSurveyForm({ ...valid, name: '  ' })).toEqual({ name: PULSE_MESSAGES.surveyNameRequired });
    expect(validateSurveyForm({ ...valid, open_ended_question: '' })).toEqual({
      open_ended_question: 'This field may not be blank.',
    });
  });

  it('needs a daily number of questions from 0 to the limit', () => {
    expect(validateSurveyForm({ ...valid, daily_num_questions: '' })).toEqual({
      daily_num_questions: MESSAGES.required,
    });
    expect(validateSurveyForm({ ...valid, daily_num_questions: 0 })).toEqual({});
    expect(validateSurveyForm({ ...valid, daily_num_questions: PULSE_LIMITS.maxDailyNumQuestions })).toEqual(
      {},
    );
    expect(
      validateSurveyForm({ ...valid, daily_num_questions: PULSE_LIMITS.maxDailyNumQuestions + 1 }),
    ).toHaveProperty('daily_num_questions');
  });

  it('becomes the PATCH body: every setting, trimmed, the number as a number', () => {
    expect(
      surveyRequestBody({
        ...valid,
        name: ' Energy+ ',
        open_ended_question: ' How was it? ',
        daily_num_questions: '2',
      }),
    ).toEqual({ name: 'Energy+', open_ended_question: 'How was it?', daily_num_questions: 2, private: true });
  });
});

describe('new survey form', () => {
  it("needs a name: 'Pulse Surveys require names'", () => {
    expect(validateNewSurvey({ name: ' ' })).toEqual({ name: PULSE_MESSAGES.surveyNameRequired });
    expect(validateNewSurvey({ name: 'Energy' })).toEqual({});
  });

  it('sends only the trimmed name', () => {
    expect(newSurveyRequestBody({ name: ' Energy ' })).toEqual({ name: 'Energy' });
  });
});
