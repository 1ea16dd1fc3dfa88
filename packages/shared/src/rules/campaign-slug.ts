/*
 * A campaign's address is /create-the-change/{id}/{slug}: the page is found by its id, the slug
 * only makes the link readable. When the owner gives none, it is made from the name.
 */

/** Letters, digits, underscores and hyphens (Django's slug), lower case. */
export const CAMPAIGN_SLUG_PATTERN = /^[a-z0-9_-]+$/;
export const MAX_CAMPAIGN_SLUG_LENGTH = 100;
/** The slug of a name that has no letter or digit to keep ("!!!", say). */
export const FALLBACK_CAMPAIGN_SLUG = 'campaign';

/**
 * The slug made from a campaign's name: accents dropped, lower case, every run of other characters
 * a single hyphen (ß becomes ss), none at either end ("Trees for Tomorrow!" -> "trees-for-tomorrow").
 */
export function campaignSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_CAMPAIGN_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || FALLBACK_CAMPAIGN_SLUG;
}
