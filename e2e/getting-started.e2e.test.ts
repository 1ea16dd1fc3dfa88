import { describe, expect, it } from 'vitest';
import { login, useBrowser } from './support/browser';

const browser = useBrowser();

describe('getting started', () => {
  it('a coach opens the tutorials from the menu and plays one with its English captions; ?welcome=true greets them first', async () => {
    const coach = await browser.newPage();
    await login(coach, 'coach@demo.test');
    await coach.waitForURL('**/dashboard');
    // The demo coach is past the first-run tour: nothing stands over the page.
    expect(await coach.getByRole('dialog').count()).toBe(0);
    await coach
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Getting Started' })
      .click();
    await coach.waitForURL('**/getting-started');
    await expect.poll(() => coach.locator('video').count()).toBe(6);

    const video = coach.locator('video[aria-labelledby="tutorial-inviting-clients"]');
    const played = await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      element.pause();
      const track = element.querySelector('track')!;
      return {
        time: element.currentTime,
        width: element.videoWidth,
        duration: element.duration,
        mode: track.track.mode,
        firstCue: (track.track.cues?.[0] as VTTCue | undefined)?.text,
        cues: track.track.cues?.length ?? 0,
      };
    });
    expect(played.time).toBeGreaterThan(0.5);
    expect(played.width).toBe(1280);
    expect(played.duration).toBeGreaterThan(20);
    expect(played.duration).toBeLessThan(41);
    expect(played).toMatchObject({ mode: 'showing', firstCue: 'Inviting clients' });
    expect(played.cues).toBeGreaterThanOrEqual(5);

    await coach.goto('/getting-started?welcome=true');
    const welcome = coach.getByRole('dialog', { name: 'Welcome to Tandem!' });
    await welcome.getByRole('button', { name: 'Watch the videos' }).click();
    await welcome.waitFor({ state: 'hidden' });
    expect(new URL(coach.url()).search).toBe('');
  });
});
