import { describe, expect, it } from 'vitest';
import { CAMPAIGN_SLUG_PATTERN, campaignSlug, MAX_CAMPAIGN_SLUG_LENGTH } from './campaign-slug';

describe('campaignSlug', () => {
  it.each([
    ['Trees for Tomorrow', 'trees-for-tomorrow'],
    ['  Clean Water -- for   All!  ', 'clean-water-for-all'],
    ['Crème brûlée für Größe', 'creme-brulee-fur-grosse'],
    ['Books & Reading Corners 2026', 'books-reading-corners-2026'],
    ['!!!', 'campaign'],
    ['水', 'campaign'],
  ])('makes %j into %j', (name, slug) => {
    expect(campaignSlug(name)).toBe(slug);
  });

  it('is at most the slug length and always a valid slug', () => {
    const slug = campaignSlug(`${'a'.repeat(MAX_CAMPAIGN_SLUG_LENGTH - 1)} b c`);
    expect(slug.length).toBeLessThanOrEqual(MAX_CAMPAIGN_SLUG_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
    for (const name of ['Trees for Tomorrow', '!!!', 'Ünïcödé – test']) {
      expect(campaignSlug(name)).toMatch(CAMPAIGN_SLUG_PATTERN);
    }
  });
});
