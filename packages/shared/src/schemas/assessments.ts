import { z } from 'zod';
import { DEFAULT_CTA } from '../constants';
import { ASSESSMENT_MESSAGES } from '../messages';
import { id, required, optionalWebUrl } from './fields';
import { pageQuerySchema } from './paging';

/*
 * Assessments (spec coach side sections 3 and 7, client side sections 3 and 7): the library, a
 * taken assessment and its break-down (scored by rules/assessment-scoring.ts).
 */

export const assessmentQuestionSchema = z.object({ id, question: z.string() });

export const assessmentAttributeSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  questions: z.array(assessmentQuestionSchema),
});
export type AssessmentAttribute = z.infer<typeof assessmentAttributeSchema>;

/** An assessment of the library or a coach's own (spec: Assessment). */
export const assessmentSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  instructions: z.string(),
  public: z.boolean(),
  attributes: z.array(assessmentAttributeSchema),
  num_of_questions: z.number().int(),
  /** Whether the caller may change or delete it (their own custom assessment). */
  editable: z.boolean(),
});
export type Assessment = z.infer<typeof assessmentSchema>;

/** An attribute as the custom-assessment form lists it. */
export const attributeSummarySchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  num_of_questions: z.number().int(),
});
export type AttributeSummary = z.infer<typeof attributeSummarySchema>;

export const takenAssessmentQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
});

/** A taken assessment in the coach's results list (spec: Taken assessment). */
export const takenAssessmentSchema = z.object({
  id,
  full_name: z.string(),
  email_address: z.string(),
  created_at: z.string(),
  assessment: z.string(),
  /** A visitor's result (a lead) rather than a client's. */
  lead: z.boolean(),
});
export type TakenAssessment = z.infer<typeof takenAssessmentSchema>;

/** A client's own taken assessment (spec client side: uuid, assessment, created_at). */
export const clientAssessmentSchema = z.object({
  uuid: z.string(),
  assessment: z.object({ id, name: z.string() }),
  created_at: z.string(),
});
export type ClientAssessment = z.infer<typeof clientAssessmentSchema>;

export const assessmentBandSchema = z.enum(['low', 'moderate', 'high']);

/** The result of one attribute: its 0-100 score, band and report text. */
export const attributeResultSchema = z.object({
  id,
  name: z.string(),
  score: z.number().int().nullable(),
  band: assessmentBandSchema.nullable(),
  answered: z.number().int(),
  questions: z.number().int(),
  report: z.string(),
});

/** GET .../break_down/: who took what, when, and the scores with the full report. */
export const assessmentBreakDownSchema = z.object({
  assessment: z.object({ id, name: z.string(), description: z.string() }),
  full_name: z.string(),
  created_at: z.string(),
  overall: z.number().int().nullable(),
  attributes: z.array(attributeResultSchema),
});
export type AssessmentBreakDown = z.infer<typeof assessmentBreakDownSchema>;

export const uuidParamsSchema = z.object({ id: z.uuid() });

/* ---- Custom assessments, running assessments and sending (coach side sections 5 and 7) ---- */

/** POST coaches/assessments/: a custom assessment built from attributes (name and description required). */
export const createAssessmentSchema = z.object({
  name: required(200, ASSESSMENT_MESSAGES.nameRequired),
  description: required(2000, ASSESSMENT_MESSAGES.descriptionRequired),
  instructions: z.string().trim().max(2000).default(''),
  attributes: z
    .array(id)
    .min(1, { error: ASSESSMENT_MESSAGES.attributesRequired })
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'An attribute is listed twice.' }),
  /** Shared with the other coaches of the coach's company. */
  public: z.boolean().default(false),
});
export type CreateAssessment = z.input<typeof createAssessmentSchema>;

/**
 * The call-to-action rule (coach side 5): switched on, it needs a real link, neither empty nor
 * the placeholder it starts with. The form and the server both apply it.
 */
export const ctaNeedsRealLink = (cta: { cta_enabled?: boolean; cta_link?: string }) =>
  Boolean(cta.cta_enabled) && (!cta.cta_link?.trim() || cta.cta_link.trim() === DEFAULT_CTA.link);

const coachAssessmentFields = z.object({
  notify_on_completion: z.boolean().default(false),
  show_search: z.boolean().default(false),
  promo_required: z.boolean().default(false),
  promo_code: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9_-]*$/, { error: 'Use letters, digits, - and _ only.' })
    .default(''),
  cta_enabled: z.boolean().default(false),
  cta_link: optionalWebUrl().default(DEFAULT_CTA.link),
  cta_link_text: z.string().trim().max(100).default(DEFAULT_CTA.linkText),
  cta_title: z.string().trim().max(200).default(DEFAULT_CTA.title),
  cta_subtitle: z.string().trim().max(500).default(DEFAULT_CTA.subtitle),
  cta_img: optionalWebUrl().default(''),
});

function checkCoachAssessment(
  value: { cta_enabled?: boolean; cta_link?: string; promo_required?: boolean; promo_code?: string },
  context: z.core.$RefinementCtx,
) {
  if (ctaNeedsRealLink(value))
    context.addIssue({ code: 'custom', path: ['cta_link'], message: ASSESSMENT_MESSAGES.ctaNeedsLink });
  if (value.promo_required && !value.promo_code)
    context.addIssue({ code: 'custom', path: ['promo_code'], message: ASSESSMENT_MESSAGES.codeRequired });
}

/** POST coaches/created-assessments/: run an assessment (its public link, e-mail and call to action). */
export const createCoachAssessmentSchema = coachAssessmentFields
  .extend({ assessment: id })
  .superRefine(checkCoachAssessment);
export type CreateCoachAssessment = z.input<typeof createCoachAssessmentSchema>;

/** PATCH coaches/created-assessments/{id}/: any of the settings; the rules hold for the result. */
export const updateCoachAssessmentSchema = coachAssessmentFields.partial();
export type UpdateCoachAssessment = z.input<typeof updateCoachAssessmentSchema>;
export const checkedCoachAssessmentSchema = coachAssessmentFields.superRefine(checkCoachAssessment);

/** A running assessment (spec: coach-created assessment). `link` is the public page's path. */
export const coachAssessmentSchema = z.object({
  id,
  assessment: z.object({ id, name: z.string(), num_of_questions: z.number().int() }),
  link: z.string(),
  notify_on_completion: z.boolean(),
  show_search: z.boolean(),
  promo_required: z.boolean(),
  promo_code: z.string(),
  cta_enabled: z.boolean(),
  cta_link: z.string(),
  cta_link_text: z.string(),
  cta_title: z.string(),
  cta_subtitle: z.string(),
  cta_img: z.string(),
  /** Completed results through this link. */
  results: z.number().int(),
  created_at: z.string(),
});
export type CoachAssessment = z.infer<typeof coachAssessmentSchema>;

/** POST coaches/assessment-assignments/: send an assessment to clients and cohorts. */
export const assignAssessmentSchema = z
  .object({
    assessment: id,
    clients: z.array(id).max(1000).default([]),
    cohorts: z.array(id).max(200).default([]),
  })
  .refine((value) => value.clients.length + value.cohorts.length > 0, {
    path: ['clients'],
    error: 'Choose at least one client or cohort.',
  });
export type AssignAssessment = z.input<typeof assignAssessmentSchema>;
export const assignmentResultSchema = z.object({
  /** Clients newly asked. */
  assigned: z.number().int(),
  /** Clients who already had it open. */
  already_open: z.number().int(),
});

/* ---- Taking an assessment: clients in the app, visitors on a public link (client side 3, 4, 7) ---- */

/** An assessment as the person taking it sees it: questions in order, no scoring hints. */
export const takeableAssessmentSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  instructions: z.string(),
  questions: z.array(assessmentQuestionSchema),
});
export type TakeableAssessment = z.infer<typeof takeableAssessmentSchema>;

/** An assessment the coach sent the client, still to take. */
export const assessmentAssignmentSchema = z.object({
  id,
  assessment: takeableAssessmentSchema,
  created_at: z.string(),
});
export type AssessmentAssignment = z.infer<typeof assessmentAssignmentSchema>;

export const answersSchema = z
  .array(z.object({ question: id, answer: z.number().int().min(1).max(7) }))
  .min(1)
  .max(1000);
export type AssessmentAnswer = z.infer<typeof answersSchema>[number];

/** POST clients/assessments/: the client's answers to an assignment. */
export const takeAssignmentSchema = z.object({ assignment: id, answers: answersSchema });

/** GET public coach-assessments/{id}/ (spec: CoachAssessment). */
export const publicCoachAssessmentSchema = z.object({
  id,
  assessment: takeableAssessmentSchema,
  promo_required: z.boolean(),
});
export type PublicCoachAssessment = z.infer<typeof publicCoachAssessmentSchema>;

/** The visitor's user-info modal (client side 5): each required after trimming. */
export const leadUserInfoSchema = z.object({
  first_name: required(150, ASSESSMENT_MESSAGES.firstNameRequired),
  last_name: required(150, ASSESSMENT_MESSAGES.lastNameRequired),
  email: z
    .string()
    .trim()
    .min(1, { error: ASSESSMENT_MESSAGES.emailRequired })
    .max(254)
    .toLowerCase()
    .pipe(z.email({ error: 'Enter a valid email address.' })),
});
export type LeadUserInfo = z.input<typeof leadUserInfoSchema>;

/**
 * POST lead-assessments/ (spec: LeadAssessment create). A signed-in taker is known by their
 * session; a visitor gives first name, last name and e-mail.
 */
export const createLeadAssessmentSchema = z.object({
  assessment: id,
  coach_assessment: id.nullish(),
  /** The running assessment's link secret (the public path's last part). */
  link: z.uuid().nullish(),
  code: z.string().trim().max(64).nullish(),
  answers: answersSchema,
  first_name: z.string().trim().max(150).optional(),
  last_name: z.string().trim().max(150).optional(),
  email: z.string().trim().max(254).optional(),
});
export type CreateLeadAssessment = z.input<typeof createLeadAssessmentSchema>;

/** GET lead-assessments/{uuid}/: the results page's frame (spec: detail). */
export const leadAssessmentSchema = z.object({
  uuid: z.string(),
  assessment: z.object({ id, name: z.string() }),
  full_name: z.string(),
  created_at: z.string(),
  show_search: z.boolean(),
  cta_enabled: z.boolean(),
  cta_link: z.string(),
  cta_link_text: z.string(),
  cta_title: z.string(),
  cta_subtitle: z.string(),
  cta_img: z.string(),
  /** The free assessment's results page refers the visitor to a consultation (client side 9). */
  refer_consultation: z.boolean(),
});
export type LeadAssessment = z.infer<typeof leadAssessmentSchema>;

/** A coach a visitor may share results with (GraphQL searchableCoaches). */
export const searchableCoachSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  image: z.string().nullable(),
  email: z.string(),
});
export type SearchableCoach = z.infer<typeof searchableCoachSchema>;
