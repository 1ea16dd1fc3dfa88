import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TUTORIALS, tutorialFiles } from './tutorials';

/** The web app's public folder, which the build serves at the site's root. */
const publicFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../public');
const publicFile = (url: string) => path.join(publicFolder, url);

const MAX_VIDEO_BYTES = 300 * 1024;

describe('the bundled tutorials', () => {
  it.each(TUTORIALS.map((tutorial) => [tutorial.slug, tutorial.title]))(
    '%s has a small WebM video, a JPEG poster and English WebVTT captions',
    (slug, title) => {
      const files = tutorialFiles(slug);
      const video = readFileSync(publicFile(files.video));
      // WebM is Matroska: the file opens with the EBML magic number.
      expect(video.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
      expect(video.length).toBeLessThanOrEqual(MAX_VIDEO_BYTES);
      expect(readFileSync(publicFile(files.poster)).subarray(0, 2).toString('hex')).toBe('ffd8');

      const captions = readFileSync(publicFile(files.captions), 'utf8');
      expect(captions.startsWith('WEBVTT\n')).toBe(true);
      const cues = [...captions.matchAll(/^(\d\d:\d\d:\d\d\.\d{3}) --> (\d\d:\d\d:\d\d\.\d{3})\n(.+)$/gm)];
      expect(cues.length).toBeGreaterThanOrEqual(5);
      const seconds = (time: string) => time.split(':').reduce((total, part) => total * 60 + Number(part), 0);
      // One after another from the start, each with its words, 20 to 40 seconds in all.
      expect(seconds(cues[0]![1]!)).toBe(0);
      // The video opens on its title card, named as the page names it.
      expect(cues[0]![3]).toBe(title);
      cues.slice(1).forEach((cue, index) => expect(cue[1]).toBe(cues[index]![2]));
      expect(cues.every((cue) => cue[3]!.trim().length > 0)).toBe(true);
      const length = seconds(cues.at(-1)![2]!);
      expect(length).toBeGreaterThanOrEqual(20);
      expect(length).toBeLessThanOrEqual(40);
    },
  );

  it('stay small together', () => {
    const total = TUTORIALS.flatMap((tutorial) => Object.values(tutorialFiles(tutorial.slug))).reduce(
      (sum, url) => sum + statSync(publicFile(url)).size,
      0,
    );
    expect(total).toBeLessThan(3 * 1024 * 1024);
  });
});
