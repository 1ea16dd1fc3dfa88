import type { Actor } from '../../lib/auth';

/** Who owns a habit program, pulse survey or course. */
export interface CatalogItemFacts {
  /** The coach who owns it; null with a company means company-managed. */
  ownerId: number | null;
  companyId: number | null;
}

/** Company-managed: owned by the company rather than a coach. */
export const isManaged = (item: CatalogItemFacts) => item.ownerId === null && item.companyId !== null;

/**
 * A coach may use (assign, list) their own items and their company's managed ones; another
 * coach's items stay invisible, even within the same company. An item with neither owner nor
 * company (a deleted coach's) is nobody's. Mirrors `usableBy` in the repo; pulse surveys add the
 * platform's default survey (`canUsePulseSurvey`).
 */
export function canUseCatalogItem(actor: Actor, item: CatalogItemFacts): boolean {
  if (!actor.isCoach) return false;
  if (item.ownerId === actor.userId) return true;
  return isManaged(item) && actor.companyId !== null && item.companyId === actor.companyId;
}

/** Only the owning coach may change an item; managed ones are read-only to coaches. */
export const canEditCatalogItem = (actor: Actor, item: CatalogItemFacts) =>
  actor.isCoach && item.ownerId === actor.userId;
