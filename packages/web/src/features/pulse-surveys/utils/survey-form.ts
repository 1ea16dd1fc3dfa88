import type { z } from 'zod';
import { pulseSurveyCreateSchema, pulseSurveyPatchSchema, type PulseSurvey } from '@tandem/shared';
import { zodValidate } from '../../../lib/zod-form';

/** The settings form as its inputs hold it (the number input gives '' when emptied). */
export interface SurveyFormValues {
  name: string;
  open_ended_question: string;
  daily_num_questions: number | string;
  private: boolean;
}

export const SURVEY_FORM_FIELDS = ['name', 'open_ended_question', 'daily_num_questions', 'private'] as const;

/** Every setting is sent on Save, so every one is required. */
const surveySettingsSchema = pulseSurveyPatchSchema.required();
export type SurveySettings = z.output<typeof surveySettingsSchema>;

export function surveyFormValues(survey: PulseSurvey): SurveyFormValues {
  return {
    name: survey.name,
    open_ended_question: survey.open_ended_question,
    daily_num_questions: survey.daily_num_questions,
    private: survey.private,
  };
}

/** The request the values stand for, before validation: an emptied number is missing. */
function candidate(values: SurveyFormValues) {
  return {
    ...values,
    daily_num_questions: values.daily_num_questions === '' ? null : Number(values.daily_num_questions),
  };
}

/** The settings form's validate function, with the shared schema's messages ('Pulse Surveys require names'). */
export function validateSurveyForm(values: SurveyFormValues): Record<string, string> {
  return zodValidate<ReturnType<typeof candidate>>(surveySettingsSchema)(candidate(values));
}

/** The body of PATCH coaches/pulse-surveys/{id}/ for values that passed validation (trimmed). */
export function surveyRequestBody(values: SurveyFormValues): SurveySettings {
  return surveySettingsSchema.parse(candidate(values));
}

const newSurveySchema = pulseSurveyCreateSchema.pick({ name: true });

/** The new survey form's validate function: a name is all it asks. */
export const validateNewSurvey = zodValidate<{ name: string }>(newSurveySchema);

/** The body of POST coaches/pulse-surveys/: the trimmed name only (spec), the server fills the rest. */
export function newSurveyRequestBody(values: { name: string }): { name: string } {
  return newSurveySchema.parse(values);
}
