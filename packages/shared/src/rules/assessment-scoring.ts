/*
 * How an assessment is scored, stated once for the server's break-downs, the web and the tests
 * (issue 17). The spec gives the pieces (attributes made of questions answered on a 1-7 scale, a
 * bar per attribute, a full written report) but not the arithmetic; ours:
 *
 * - A question's answer counts as given, or as 8 minus it when the question is worded the other
 *   way round (`reverse`: "I often feel drained" counts against Energy).
 * - An attribute's score is the mean of its answered questions, put on 0-100:
 *   (mean - 1) / 6 * 100, rounded to a whole number. Unanswered questions do not count; an
 *   attribute with none answered has no score (null) and no band, rather than a misleading 0.
 * - Its band is low below 40, moderate from 40, high from 70; each attribute carries one report
 *   text per band, and the report is the texts of the bands reached, in the attributes' order.
 * - The overall score is the mean of the attributes that have one, rounded; null if none.
 */

export const ASSESSMENT_MIN_ANSWER = 1;
export const ASSESSMENT_MAX_ANSWER = 7;
/** Where the moderate and high bands begin, on the 0-100 score. */
export const ASSESSMENT_BAND_FLOORS = { moderate: 40, high: 70 } as const;

export type AssessmentBand = 'low' | 'moderate' | 'high';

export interface ScoredQuestion {
  id: number;
  reverse: boolean;
}

export interface ScoredAttribute {
  id: number;
  name: string;
  questions: readonly ScoredQuestion[];
  /** The report text for each band. */
  report: Record<AssessmentBand, string>;
}

export interface AttributeResult {
  id: number;
  name: string;
  /** 0-100, or null when none of its questions was answered. */
  score: number | null;
  band: AssessmentBand | null;
  answered: number;
  questions: number;
  /** The report text of its band; empty without a score. */
  report: string;
}

export interface AssessmentResult {
  attributes: AttributeResult[];
  overall: number | null;
}

/** The band of a 0-100 score. */
export function bandOf(score: number): AssessmentBand {
  if (score >= ASSESSMENT_BAND_FLOORS.high) return 'high';
  if (score >= ASSESSMENT_BAND_FLOORS.moderate) return 'moderate';
  return 'low';
}

/** Whether a value is an answer on the scale (a whole number 1-7). */
export const isAssessmentAnswer = (value: number) =>
  Number.isInteger(value) && value >= ASSESSMENT_MIN_ANSWER && value <= ASSESSMENT_MAX_ANSWER;

/**
 * Scores answers (question id to 1-7) against the attributes. Answers to questions of no
 * attribute and values off the scale are ignored.
 */
export function scoreAssessment(
  attributes: readonly ScoredAttribute[],
  answers: ReadonlyMap<number, number>,
): AssessmentResult {
  const results = attributes.map((attribute): AttributeResult => {
    const values = attribute.questions.flatMap((question) => {
      const answer = answers.get(question.id);
      if (answer === undefined || !isAssessmentAnswer(answer)) return [];
      return [question.reverse ? ASSESSMENT_MIN_ANSWER + ASSESSMENT_MAX_ANSWER - answer : answer];
    });
    const base = {
      id: attribute.id,
      name: attribute.name,
      answered: values.length,
      questions: attribute.questions.length,
    };
    if (values.length === 0) return { ...base, score: null, band: null, report: '' };
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    const span = ASSESSMENT_MAX_ANSWER - ASSESSMENT_MIN_ANSWER;
    const score = Math.round(((mean - ASSESSMENT_MIN_ANSWER) / span) * 100);
    const band = bandOf(score);
    return { ...base, score, band, report: attribute.report[band] };
  });
  const scored = results.flatMap((result) => (result.score === null ? [] : [result.score]));
  const overall = scored.length
    ? Math.round(scored.reduce((sum, score) => sum + score, 0) / scored.length)
    : null;
  return { attributes: results, overall };
}

/**
 * Whether `answers` answer exactly the questions asked: every one once, and nothing else. A
 * result is only worked out from a finished survey (client side 4: it finishes when all are
 * answered), so a partial or padded submission is refused rather than scored.
 */
export function answersCoverQuestions(
  questionIds: readonly number[],
  answers: readonly { question: number; answer: number }[],
): boolean {
  const asked = new Set(questionIds);
  const answered = new Set<number>();
  for (const { question, answer } of answers) {
    if (!asked.has(question) || answered.has(question) || !isAssessmentAnswer(answer)) return false;
    answered.add(question);
  }
  return answered.size === asked.size;
}

/** The survey's current question: the first one without an answer (client side 4), or -1. */
export const firstUnanswered = (
  questionIds: readonly number[],
  answers: ReadonlyMap<number, number>,
): number => questionIds.findIndex((id) => !answers.has(id));
