import {
  kpiValueText,
  PULSE_MESSAGES,
  readKpiValue,
  reflectionSaveSchema,
  type ClientReflection,
  type ReflectionSave,
} from '@tandem/shared';

/** What the daily reflection form holds while the client fills it in. */
export interface ReflectionValues {
  /** Answer id -> the rating 1..7, or null while unanswered. */
  answers: Record<number, number | null>;
  /** KPI id -> the text typed, as typed ('' while blank). */
  kpis: Record<number, string>;
  reflection: string;
  private: boolean;
}

/** The form as the reflection comes: a completed one opens with its answers, results and text. */
export function initialReflectionValues(reflection: ClientReflection): ReflectionValues {
  return {
    answers: Object.fromEntries(reflection.answers.map((answer) => [answer.id, answer.answer])),
    kpis: Object.fromEntries(
      reflection.kpis.map((kpi) => [kpi.kpi, kpi.result === null ? '' : kpiValueText(kpi.result)]),
    ),
    reflection: reflection.reflection,
    private: reflection.private,
  };
}

/**
 * Why a KPI's typed value cannot be saved (shared readKpiValue: "6.5" and "6,5" are fine), or
 * null when it can or is still empty. The field keeps the text as typed: nothing is dropped.
 */
export function kpiValueProblem(text: string | undefined): string | null {
  if (!text?.trim()) return null;
  const reading = readKpiValue(text);
  return 'error' in reading ? reading.error : null;
}

/**
 * The PATCH body in the reflection's own order, or the message to show instead: the spec's
 * 'Make sure everything is filled out' when a statement, a KPI or the text is blank, else the
 * contract's own message (a value out of range, a text too long).
 */
/** What a save found missing, to mark at each question (issue 22: the error at its question). */
export interface MissingAnswers {
  /** The statements (answer ids) with no rating. */
  answers: Set<number>;
  /** The KPIs with no result. */
  kpis: Set<number>;
  /** The open-ended question is blank. */
  reflection: boolean;
}

/** What is still missing in the form's values; all empty when everything is filled out. */
export function missingAnswers(reflection: ClientReflection, values: ReflectionValues): MissingAnswers {
  return {
    answers: new Set(
      reflection.answers.filter((answer) => values.answers[answer.id] == null).map((answer) => answer.id),
    ),
    kpis: new Set(reflection.kpis.filter((kpi) => !values.kpis[kpi.kpi]?.trim()).map((kpi) => kpi.kpi)),
    reflection: values.reflection.trim() === '',
  };
}

/** Said under a statement left unrated, a KPI left empty or a blank answer once Save was pressed. */
export const ANSWER_NEEDED = 'Please answer this one';

export function reflectionSaveBody(
  reflection: ClientReflection,
  values: ReflectionValues,
): { body: ReflectionSave } | { error: string } {
  const missing = missingAnswers(reflection, values);
  if (missing.answers.size > 0 || missing.kpis.size > 0 || missing.reflection) {
    return { error: PULSE_MESSAGES.fillEverything };
  }
  const unreadable = reflection.kpis
    .map((kpi) => kpiValueProblem(values.kpis[kpi.kpi]))
    .find((problem) => problem !== null);
  if (unreadable) return { error: unreadable };

  const body: ReflectionSave = {
    answers: reflection.answers.map((answer) => ({ id: answer.id, answer: values.answers[answer.id]! })),
    kpi_results: reflection.kpis.map((kpi) => ({
      kpi: kpi.kpi,
      result: (readKpiValue(values.kpis[kpi.kpi]!) as { value: number }).value,
    })),
    reflection: values.reflection.trim(),
    private: values.private,
  };
  const checked = reflectionSaveSchema.safeParse(body);
  if (!checked.success) return { error: checked.error.issues[0]?.message ?? PULSE_MESSAGES.fillEverything };
  return { body };
}
