import { z } from 'zod';
import { id, integer, queryInteger } from './fields';
import { ACCOUNT_MESSAGES } from '../messages';
import { LIST_LIMIT } from '../constants';

const required = (max: number) =>
  z.string().trim().min(1, { error: 'This field may not be blank.' }).max(max);

export const milestoneSchema = z.object({
  id: z.number().int(),
  goal: z.number().int(),
  text: z.string(),
  order: z.number().int(),
  completed: z.boolean(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

/** A goal with its milestones in order; `sacrifice` is the "why". `progress` is `goalPercent`. */
export const goalSchema = z.object({
  id: z.number().int(),
  user: z.number().int(),
  goal: z.string(),
  sacrifice: z.string(),
  color: z.string(),
  completed: z.boolean(),
  abandoned: z.boolean(),
  progress: z.number().int(),
  end_date: z.string().nullable(),
  milestones: z.array(milestoneSchema),
  created_at: z.string(),
  modified_at: z.string(),
});
export type Goal = z.infer<typeof goalSchema>;

const color = z
  .string({ error: ACCOUNT_MESSAGES.selectColor })
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.selectColor })
  .max(32);

/** POST clients/goals/ (the wizard saves the goal, then each milestone). */
export const goalCreateSchema = z.object({
  goal: required(300),
  sacrifice: required(1000),
  color,
  end_date: z.iso.date().nullish(),
});
export type GoalCreate = z.input<typeof goalCreateSchema>;

/** PATCH clients/goals/{id}/ and coaches/goals/{id}/. Completing and abandoning are one way. */
export const goalPatchSchema = z
  .object({
    goal: required(300),
    sacrifice: required(1000),
    color,
    end_date: z.iso.date().nullable(),
    completed: z.literal(true),
    abandoned: z.literal(true),
  })
  .partial();
export type GoalPatch = z.input<typeof goalPatchSchema>;

/** POST clients/milestones/ — appended last unless `order` is given. */
export const milestoneCreateSchema = z.object({
  goal: id,
  text: required(300),
  order: integer().optional(),
});
export type MilestoneCreate = z.input<typeof milestoneCreateSchema>;

/** PATCH clients/milestones/{id}/ — `completed` only goes to true; `order` moves it (others shift). */
export const milestonePatchSchema = z
  .object({ text: required(300), order: integer(), completed: z.literal(true) })
  .partial();
export type MilestonePatch = z.input<typeof milestonePatchSchema>;

/** GET coaches/goals/ — a client's goals for their coach. */
export const coachGoalsQuerySchema = z.object({
  // A string first, so a missing user says "This field is required." rather than "NaN".
  user: z.string().pipe(z.coerce.number<string>().int().positive()),
  abandoned: z.enum(['true', 'false']).optional(),
  progress__lt: z.coerce.number().int().min(0).max(101).optional(),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT).optional(),
  offset: queryInteger().optional(),
});
