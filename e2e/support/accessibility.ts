import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The serious and critical findings on the page as it is now, one line each. */
export async function seriousFindings(page: Page): Promise<string[]> {
  // Let the page render and its lists and charts load: what a person sees, not a half-loaded
  // page. (Not "network idle": the real-time connection keeps the network busy.) A page renders
  // its heading first; the cards' charts start loading only once on screen, after it, so every
  // spinner must be gone, not just the first one found.
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  await page
    .waitForFunction(
      () => document.querySelectorAll('.mantine-Loader-root, [data-page-loader]').length === 0,
      null,
      {
        timeout: 10_000,
        polling: 100,
      },
    )
    .catch(() => undefined);
  await page.waitForTimeout(300);
  const headingOne =
    (await page.locator('h1').count()) > 0 ? [] : ['page-has-heading-one: the page has no h1'];
  // Legacy mode runs axe in the page and its frames with one `axe.run`. The default opens a blank
  // page for every scan to merge the frames' results, which cost over a second a scan here (most
  // of this file's time) for nothing our pages need: their only frames are the embedded videos.
  // Only violations are collected, not the passes nobody reads. A scan fell from 1.3-2.5 s to
  // 0.6-1 s, and still reports a violation put in the page (checked with an image without alt).
  const result = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return headingOne.concat(
    result.violations
      .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(', ')}`,
      ),
  );
}
