import type { HomeFeature } from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import { canEditCatalogItem, canUseCatalogItem, type CatalogItemFacts } from '../catalog';
import type { Access } from '../../lib/access';

/** What deciding access to a pulse survey needs: who owns it, whether it is the default one, deleted. */
export interface PulseSurveyFacts extends CatalogItemFacts {
  /** The platform's default survey (migration 0005): every coach may use it, nobody may change it. */
  isDefault: boolean;
  deleted: boolean;
}

/**
 * What a coach does with a pulse survey or with what hangs off it (its dimensions and
 * statements): `read` (list, open, preview, assign) or `update` / `delete` (which covers
 * authoring its dimensions and statements).
 */
export type PulseSurveyAction = 'read' | 'update' | 'delete';

/**
 * A coach uses their own surveys, their company's managed ones and the platform's default one.
 * The default case is its own flag rather than "no owner and no company": a deleted coach's
 * surveys lose their owner too, and must not become everybody's. Mirrors `pulseSurveysUsableBy`.
 */
export function canUsePulseSurvey(actor: Actor, survey: PulseSurveyFacts): boolean {
  if (!actor.isCoach || survey.deleted) return false;
  return survey.isDefault || canUseCatalogItem(actor, survey);
}

/** Only the owning coach changes or deletes a survey; managed and default ones are read-only. */
export function canEditPulseSurvey(actor: Actor, survey: PulseSurveyFacts): boolean {
  return canUsePulseSurvey(actor, survey) && !survey.isDefault && canEditCatalogItem(actor, survey);
}

/** Whether the coach may do `action` with the survey (or with its dimensions and statements). */
export function canOnPulseSurvey(actor: Actor, action: PulseSurveyAction, survey: PulseSurveyFacts): boolean {
  return action === 'read' ? canUsePulseSurvey(actor, survey) : canEditPulseSurvey(actor, survey);
}

/** Access to a survey (or to something of it): 404 when the actor may not see it, 403 when they may only look. */
export function pulseSurveyAccess(
  actor: Actor,
  action: PulseSurveyAction,
  survey: PulseSurveyFacts | undefined,
): Access {
  if (!survey || !canUsePulseSurvey(actor, survey)) return 'not_found';
  return canOnPulseSurvey(actor, action, survey) ? 'allowed' : 'forbidden';
}

/** A survey may not be deleted while a live habit program (anyone's) still gives it to clients. */
export const surveyInUse = (liveProgramsCount: number) => liveProgramsCount > 0;

/** The home page that is the daily reflection: a client on it keeps self reflection when their survey goes. */
export const REFLECTION_HOME: HomeFeature = 'self_reflect';

/**
 * Whether a client whose survey is deleted keeps self reflection on: only when the reflection is
 * their home page, since a home page must stay an enabled feature. They simply get no
 * reflections until a coach assigns another survey.
 */
export const keepsSelfReflect = (home: string) => home === REFLECTION_HOME;
