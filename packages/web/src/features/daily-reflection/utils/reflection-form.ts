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
export function reflectionSaveBody(
  reflection: ClientReflection,
  values: ReflectionValues,
): { body: ReflectionSave } | { error: string } {
  const blank =
    reflection.answers.some((answer) => values.answers[answer.id] == null) ||
    reflection.kpis.some((kpi) => !values.kpis[kpi.kpi]) ||
    values.reflection.trim() === '';
  if (blank) return { error: PULSE_MESSAGES.fillEverything };

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
