import { z } from 'zod';
import { ALLOW_FLAGS, type AllowFlag } from '../constants/features';
import { homeFeatureSchema } from './features';
import { id } from './fields';
import { pageQuerySchema } from './paging';
import { MAX_OFFERING_PRICE_CENTS, offeringErrors } from '../rules/offering-validation';

/*
 * Subscription plans (the spec's Offering; coach side sections 3, 5, 7, 9). Money is cents.
 * `courses` lists the courses the plan's clients get ('Specify Courses'); an empty list is
 * 'Default Courses' (the coach's public courses at the moment of sign-up).
 */

const flagDefaults = Object.fromEntries(ALLOW_FLAGS.map((flag) => [flag, z.boolean().default(true)])) as {
  [K in AllowFlag]: z.ZodDefault<z.ZodBoolean>;
};
const flags = Object.fromEntries(ALLOW_FLAGS.map((flag) => [flag, z.boolean()])) as {
  [K in AllowFlag]: z.ZodBoolean;
};

const title = z.string().trim().max(200);
const price = z.number().int().min(0).max(MAX_OFFERING_PRICE_CENTS);
const courses = z.array(id).max(500);

/** The fields of a plan as the owner sets them, without defaults (PATCH sends only some). */
const offeringFields = {
  title,
  active: z.boolean(),
  coach: id.nullable(),
  habit_program: id.nullable(),
  pulse_survey: id.nullable(),
  courses,
  price,
  home: homeFeatureSchema,
  ...flags,
};

/** Adds the plan rule's messages (offeringErrors) to a parsed plan, each on its field. */
function checkOffering(value: Parameters<typeof offeringErrors>[0], ctx: z.RefinementCtx) {
  for (const [field, message] of Object.entries(offeringErrors(value))) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
}

/**
 * POST owners/offerings/ — a new plan of the owner's company, with the spec's defaults (home
 * daily exercises, every feature on, active) and the plan rule.
 */
export const offeringCreateSchema = z
  .object({
    title,
    active: z.boolean().default(true),
    coach: id.nullable().default(null),
    habit_program: id.nullable().default(null),
    pulse_survey: id.nullable().default(null),
    courses: courses.default([]),
    price: price.default(0),
    home: homeFeatureSchema.default('daily_exercises'),
    ...flagDefaults,
  })
  .superRefine(checkOffering);
export type OfferingCreate = z.input<typeof offeringCreateSchema>;

/** PATCH owners/offerings/{id}/ — any of the fields; the server checks the plan rule on the result. */
export const offeringPatchSchema = z.object(offeringFields).partial();
export type OfferingPatch = z.input<typeof offeringPatchSchema>;

/** GET owners/offerings/ — `default` is the original's filter (coach side 7); every plan is listed. */
export const offeringListQuerySchema = pageQuerySchema.extend({
  default: z.enum(['true', 'false']).optional(),
});

/** A plan as its company's owner sees it. `link` is its sign-up link, null while it is inactive. */
export const ownerOfferingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  active: z.boolean(),
  company: z.number().int(),
  sub_domain: z.string().nullable(),
  coach: z.number().int().nullable(),
  /** The coach's name, for the plan's card. */
  coach_name: z.string().nullable(),
  habit_program: z.number().int().nullable(),
  pulse_survey: z.number().int().nullable(),
  courses: z.array(z.number().int()),
  price: z.number().int(),
  price_in_dollars: z.string(),
  promo: z.string(),
  link: z.string().nullable(),
  home: homeFeatureSchema,
  ...flags,
  created_at: z.string(),
});
export type OwnerOffering = z.infer<typeof ownerOfferingSchema>;

/** GET owners/offerings/{promo}/ — an active plan as anyone may see it: nothing private. */
export const publicOfferingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.number().int(),
  price_in_dollars: z.string(),
  home: homeFeatureSchema,
  sub_domain: z.string().nullable(),
  link: z.string(),
});
export type PublicOffering = z.infer<typeof publicOfferingSchema>;

const choice = z.object({ id: z.number().int(), name: z.string() });

/**
 * GET owners/offering-choices/ — what the plan form offers: the company's coaches, each with the
 * habit programs, pulse surveys and courses that coach may give clients; and whether the company
 * may sell priced plans (a connected payment account, or the offline test provider).
 */
export const offeringChoicesSchema = z.object({
  coaches: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      habit_programs: z.array(choice),
      pulse_surveys: z.array(choice),
      courses: z.array(choice),
    }),
  ),
  can_sell: z.boolean(),
});
export type OfferingChoices = z.infer<typeof offeringChoicesSchema>;
