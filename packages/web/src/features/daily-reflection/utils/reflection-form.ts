import {
  PULSE_MESSAGES,
  reflectionSaveSchema,
  type ClientReflection,
  type ReflectionSave,
} from '@tandem/shared';

/** What the daily reflection form holds while the client fills it in. */
export interface ReflectionValues {
  /** Answer id -> the rating 1..7, or null while unanswered. */
  answers: Record<number, number | null>;
  /** KPI id -> the digits typed ('' while blank). */
  kpis: Record<number, string>;
  reflection: string;
  private: boolean;
}

/** The form as the reflection comes: a completed one opens with its answers, results and text. */
export function initialReflectionValues(reflection: ClientReflection): ReflectionValues {
  return {
    answers: Object.fromEntries(reflection.answers.map((answer) => [answer.id, answer.answer])),
    kpis: Object.fromEntries(
      reflection.kpis.map((kpi) => [kpi.kpi, kpi.result === null ? '' : String(kpi.result)]),
    ),
    reflection: reflection.reflection,
    private: reflection.private,
  };
}

/** Spec: number inputs accept digits only; anything else typed or pasted is dropped. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
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
    kpis: new Set(reflection.kpis.filter((kpi) => !values.kpis[kpi.kpi]).map((kpi) => kpi.kpi)),
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

  const body: ReflectionSave = {
    answers: reflection.answers.map((answer) => ({ id: answer.id, answer: values.answers[answer.id]! })),
    kpi_results: reflection.kpis.map((kpi) => ({ kpi: kpi.kpi, result: Number(values.kpis[kpi.kpi]) })),
    reflection: values.reflection.trim(),
    private: values.private,
  };
  const checked = reflectionSaveSchema.safeParse(body);
  if (!checked.success) return { error: checked.error.issues[0]?.message ?? PULSE_MESSAGES.fillEverything };
  return { body };
}
