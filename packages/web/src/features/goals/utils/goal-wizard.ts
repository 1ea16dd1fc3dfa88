import { goalCreateSchema, type Milestone } from '@tandem/shared';
import { zodValidate } from '../../../lib/zod-form';

/** The creation wizard's steps, in order (spec: NEW_GOAL, then MILESTONES, then COLOR). */
export const WIZARD_STEPS = ['NEW_GOAL', 'MILESTONES', 'COLOR'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const STEP_LABELS: Record<WizardStep, string> = {
  NEW_GOAL: 'Goal',
  MILESTONES: 'Milestones',
  COLOR: 'Color',
};

/** The goal's own fields as the wizard edits them; `sacrifice` is the "why". */
export interface GoalFields {
  goal: string;
  sacrifice: string;
  color: string;
}

/** A milestone in the wizard; `id` is null until the server has it. `key` stays fixed for React. */
export interface MilestoneDraft {
  key: string;
  id: number | null;
  text: string;
  order: number;
  completed: boolean;
}

export const draftOf = (milestone: Milestone): MilestoneDraft => ({
  key: `saved-${milestone.id}`,
  id: milestone.id,
  text: milestone.text,
  order: milestone.order,
  completed: milestone.completed,
});

const goalStep = zodValidate<GoalFields>(goalCreateSchema.pick({ goal: true, sacrifice: true }));
const colorStep = zodValidate<GoalFields>(goalCreateSchema.pick({ color: true }));

/** The errors that keep the wizard on `step`: goal and why on the first, the colour on the last. */
export function stepErrors(step: WizardStep, values: GoalFields): Record<string, string> {
  if (step === 'NEW_GOAL') return goalStep(values);
  if (step === 'COLOR') return colorStep(values);
  return {};
}
