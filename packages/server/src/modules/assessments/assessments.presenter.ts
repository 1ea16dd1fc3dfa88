import type {
  Assessment,
  AssessmentBreakDown,
  AttributeSummary,
  ClientAssessment,
  TakeableAssessment,
  TakenAssessment,
} from '@tandem/shared';
import { scoreAssessment } from '@tandem/shared';
import type { AssessmentRow, AttributeWithQuestions, TakenRow } from './assessments.repo';

export function presentAssessment(
  row: AssessmentRow,
  attributes: AttributeWithQuestions[],
  viewerId: number,
): Assessment {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    instructions: row.instructions,
    public: row.public,
    attributes: attributes.map(({ id, name, description, questions }) => ({
      id,
      name,
      description,
      questions: questions.map(({ id: questionId, question }) => ({ id: questionId, question })),
    })),
    num_of_questions: attributes.reduce((count, attribute) => count + attribute.questions.length, 0),
    editable: row.ownerId === viewerId,
  };
}

export const presentAttributeSummary = (row: {
  id: number;
  name: string;
  description: string;
  questions: number;
}): AttributeSummary => ({
  id: row.id,
  name: row.name,
  description: row.description,
  num_of_questions: row.questions,
});

export const presentTaken = (row: {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  /** ISO 8601 (a list's rows come so from PostgreSQL: isoTimestamp). */
  created_at: string;
  assessment: string;
  lead: boolean;
}): TakenAssessment => ({
  id: row.id,
  full_name: `${row.first_name} ${row.last_name}`.trim(),
  email_address: row.email,
  created_at: row.created_at,
  assessment: row.assessment,
  lead: row.lead,
});

export const presentClientAssessment = (
  taken: TakenRow,
  assessment: { id: number; name: string },
): ClientAssessment => ({
  uuid: taken.uuid,
  assessment,
  created_at: taken.createdAt.toISOString(),
});

/** The scores and report of a taken assessment, by the one scoring rule. */
export function presentBreakDown(
  taken: TakenRow,
  fullName: string,
  assessment: AssessmentRow,
  attributes: AttributeWithQuestions[],
  answers: ReadonlyMap<number, number>,
): AssessmentBreakDown {
  const result = scoreAssessment(attributes, answers);
  return {
    assessment: { id: assessment.id, name: assessment.name, description: assessment.description },
    full_name: fullName,
    created_at: taken.createdAt.toISOString(),
    overall: result.overall,
    attributes: result.attributes,
  };
}

/** An assessment as its taker sees it: the questions in the order asked, no scoring hints. */
export const presentTakeable = (
  row: AssessmentRow,
  attributes: AttributeWithQuestions[],
): TakeableAssessment => ({
  id: row.id,
  name: row.name,
  description: row.description,
  instructions: row.instructions,
  questions: attributes.flatMap((attribute) =>
    attribute.questions.map(({ id, question }) => ({ id, question })),
  ),
});
