import { describe, expect, it } from 'vitest';
import { HABIT_MESSAGES, MESSAGES, type PulseSurveySummary } from '@tandem/shared';
import {
  defaultPulseSurveyId,
  programFormValues,
  programRequestBody,
  validateProgramForm,
  type ProgramFormValues,
} from './program-form';

const survey = (id: number): PulseSurveySummary => ({
  id,
  name: `Survey ${id}`,
  daily_num_questions: 3,
  editable: true,
});

describe('defaultPulseSurveyId', () => {
  it('is survey 1 (spec) when the coach may use it', () => {
    expect(defaultPulseSurveyId([survey(4), survey(1)])).toBe(1);
  });

  it("is the platform's default survey when survey 1 is not listed", () => {
    expect(defaultPulseSurveyId([survey(4), { ...survey(7), is_default: true }, survey(9)])).toBe(7);
    expect(defaultPulseSurveyId([{ ...survey(7), is_default: true }, survey(1)])).toBe(1);
  });

  it('is the first survey of the list otherwise, and none without surveys', () => {
    expect(defaultPulseSurveyId([survey(4), survey(9)])).toBe(4);
    expect(defaultPulseSurveyId([survey(4), { ...survey(9), is_default: false }])).toBe(4);
    expect(defaultPulseSurveyId([])).toBeNull();
  });
});

describe('program form values', () => {
  const valid: ProgramFormValues = { ...programFormValues(null, 2), name: 'Calm Mind' };

  it('start a new program with the spec defaults', () => {
    expect(programFormValues(null, 2)).toEqual({
      name: '',
      daily_exercises: 3,
      assign_all: true,
      max_number_of_allowed_groups: 3,
      pulse_survey: '2',
    });
  });

  it('need a name', () => {
    expect(validateProgramForm({ ...valid, name: '   ' })).toEqual({
      name: HABIT_MESSAGES.programNameRequired,
    });
    expect(validateProgramForm(valid)).toEqual({});
  });

  it('need the daily exercises, and the max areas only when not assigning all', () => {
    expect(validateProgramForm({ ...valid, daily_exercises: '' })).toEqual({
      daily_exercises: MESSAGES.required,
    });
    expect(validateProgramForm({ ...valid, max_number_of_allowed_groups: '' })).toEqual({});
    expect(validateProgramForm({ ...valid, assign_all: false, max_number_of_allowed_groups: '' })).toEqual({
      max_number_of_allowed_groups: MESSAGES.required,
    });
  });

  it('become the request body with numbers and a trimmed name', () => {
    expect(
      programRequestBody({ ...valid, name: ' Calm Mind ', daily_exercises: '4', assign_all: false }),
    ).toEqual({
      name: 'Calm Mind',
      daily_exercises: 4,
      assign_all: false,
      max_number_of_allowed_groups: 3,
      pulse_survey: 2,
    });
    expect(programRequestBody({ ...valid, pulse_survey: null }).pulse_survey).toBeNull();
  });
});
