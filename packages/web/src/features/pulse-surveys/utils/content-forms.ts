import type { z } from 'zod';
import {
  DEFAULT_GRAPH_COLOR,
  pulseDimensionPatchSchema,
  pulseQuestionPatchSchema,
  type PulseDimension,
  type PulseQuestion,
} from '@tandem/shared';
import { zodValidate } from '../../../lib/zod-form';

// ---------------------------------------------------------------- graphs (dimensions)

/** The graph modal's fields. */
export interface DimensionFormValues {
  name: string;
  graph: boolean;
  graph_color: string;
}

export const DIMENSION_FORM_FIELDS = ['name', 'graph', 'graph_color'] as const;

/** Adding or editing, every field is sent: the patch schema checks their form, `.required()` their presence. */
const dimensionFormSchema = pulseDimensionPatchSchema.required();

/** A graph's values, or a new one's: drawn as a graph, in the default colour. */
export function dimensionFormValues(dimension: PulseDimension | null): DimensionFormValues {
  return {
    name: dimension?.name ?? '',
    graph: dimension?.graph ?? true,
    graph_color: dimension?.graph_color ?? DEFAULT_GRAPH_COLOR,
  };
}

export const validateDimensionForm = zodValidate<DimensionFormValues>(dimensionFormSchema);

/** The body of POST (with the survey added) and PATCH coaches/pulse-dimensions/, trimmed. */
export function dimensionRequestBody(values: DimensionFormValues): z.output<typeof dimensionFormSchema> {
  return dimensionFormSchema.parse(values);
}

// ---------------------------------------------------------------- statements (questions)

/** The statement modal's fields; the dimension as its select holds it (an id string, or none). */
export interface QuestionFormValues {
  question: string;
  always: boolean;
  construct: string;
  dimension: string | null;
}

export const QUESTION_FORM_FIELDS = ['question', 'always', 'construct', 'dimension'] as const;

const questionFormSchema = pulseQuestionPatchSchema.required();

export function questionFormValues(question: PulseQuestion | null): QuestionFormValues {
  return {
    question: question?.question ?? '',
    always: question?.always ?? false,
    construct: question?.construct ?? '',
    dimension: question?.dimension == null ? null : String(question.dimension),
  };
}

const questionCandidate = (values: QuestionFormValues) => ({
  ...values,
  dimension: values.dimension === null ? null : Number(values.dimension),
});

export function validateQuestionForm(values: QuestionFormValues): Record<string, string> {
  return zodValidate<ReturnType<typeof questionCandidate>>(questionFormSchema)(questionCandidate(values));
}

/** The body of POST (with the survey added) and PATCH coaches/pulse-questions/, trimmed. */
export function questionRequestBody(values: QuestionFormValues): z.output<typeof questionFormSchema> {
  return questionFormSchema.parse(questionCandidate(values));
}
