import {
  centsToDollars,
  companySiteUrl,
  type HomeFeature,
  type OwnerOffering,
  type PublicOffering,
} from '@tandem/shared';
import type { OfferingWithDetails } from './offerings.repo';

/** A plan's sign-up link: `/sign-up/{id}/{promo}` on the company's site (companySiteUrl). The page
 * finds the plan by id and promo whatever the host; the host only brands it. */
export function offeringLink(
  publicUrl: string,
  subDomain: string | null,
  defaultSubDomain: string,
  offering: { id: number; promo: string },
): string {
  return `${companySiteUrl(publicUrl, subDomain, defaultSubDomain)}/sign-up/${offering.id}/${encodeURIComponent(offering.promo)}`;
}

type LinkOptions = { publicUrl: string; defaultSubDomain: string };

const flagsOf = (row: OfferingWithDetails) => ({
  allow_daily_exercises: row.allowDailyExercises,
  allow_self_reflect: row.allowSelfReflect,
  allow_goals: row.allowGoals,
  allow_progress: row.allowProgress,
  allow_courses: row.allowCourses,
  allow_journal: row.allowJournal,
  allow_assessments: row.allowAssessments,
  allow_messaging: row.allowMessaging,
});

/** A plan as its company's owner sees it; the link only while the plan is active. */
export function presentOwnerOffering(row: OfferingWithDetails, options: LinkOptions): OwnerOffering {
  return {
    id: row.id,
    title: row.title,
    active: row.active,
    company: row.companyId,
    sub_domain: row.subDomain,
    coach: row.coachId,
    coach_name: row.coachName,
    habit_program: row.habitProgramId,
    pulse_survey: row.pulseSurveyId,
    courses: row.courseIds,
    price: row.price,
    price_in_dollars: centsToDollars(row.price),
    promo: row.promo,
    link: row.active ? offeringLink(options.publicUrl, row.subDomain, options.defaultSubDomain, row) : null,
    home: row.home as HomeFeature,
    ...flagsOf(row),
    created_at: row.createdAt.toISOString(),
  };
}

/** An active plan as anyone sees it: its name, price and link, nothing about who is behind it. */
export function presentPublicOffering(row: OfferingWithDetails, options: LinkOptions): PublicOffering {
  return {
    id: row.id,
    title: row.title,
    price: row.price,
    price_in_dollars: centsToDollars(row.price),
    home: row.home as HomeFeature,
    sub_domain: row.subDomain,
    link: offeringLink(options.publicUrl, row.subDomain, options.defaultSubDomain, row),
  };
}
