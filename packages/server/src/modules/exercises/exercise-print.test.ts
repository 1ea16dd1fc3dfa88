import { describe, expect, it } from 'vitest';
import type { TemplateExercise } from '@tandem/shared';
import { exerciseFileName, renderExercisePdf, scheduleLine } from './exercise-print';

const exercise = (overrides: Partial<TemplateExercise> = {}): TemplateExercise => ({
  id: 1,
  short_description: 'Morning pages',
  description: 'Write three pages by hand, first thing in the morning.',
  how: 'Sit somewhere quiet with a notebook.',
  why: 'It clears the mind before the day starts.',
  lesson: null,
  buffer: 2,
  available_for: 3,
  always: false,
  themes: [5],
  only_on: [0, 2, 4],
  active: true,
  owner: 1,
  editable: true,
  area: { id: 5, name: 'Mindfulness', color: '#3a6' },
  resources: [
    {
      id: 1,
      exercise: 1,
      instruction: 'Watch the video',
      url: 'https://example.test/v',
      file: null,
      file_name: null,
    },
    {
      id: 2,
      exercise: 1,
      instruction: 'Print the sheet',
      url: null,
      file: '/media/exercise-resources/a.pdf',
      file_name: 'sheet.pdf',
    },
  ],
  created_at: '2024-01-01T00:00:00.000Z',
  ...overrides,
});

/**
 * pdfkit writes the standard fonts' text in WinAnsi (Windows-1252), which is Latin-1 but for
 * 0x80..0x9F; of those the sheet uses only the bullet.
 */
const winAnsi = (bytes: Buffer) => bytes.toString('latin1').replace(/\x95/g, '•');

/** The text drawn on the pages of an uncompressed pdfkit file, one line per text operation. */
function textOf(pdf: Buffer): string {
  const content = pdf.toString('latin1');
  const lines: string[] = [];
  for (const [, array] of content.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\]\s*TJ/g)) {
    const hex = [...array!.matchAll(/<([0-9a-f]*)>/g)].map((m) => m[1]).join('');
    lines.push(winAnsi(Buffer.from(hex, 'hex')));
  }
  return lines.join('\n');
}

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

describe('renderExercisePdf', () => {
  it('draws the title, area, schedule, description, How, Why and resources', async () => {
    const pdf = await renderExercisePdf(exercise(), { compress: false });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = textOf(pdf);
    for (const expected of [
      'Morning pages',
      'Mindfulness',
      'Available for 3 days · Waits 2 days before it repeats · Only on Mon, Wed, Fri',
      'Description',
      'Write three pages by hand, first thing in the morning.',
      'How',
      'Sit somewhere quiet with a notebook.',
      'Why',
      'It clears the mind before the day starts.',
      'Resources',
      '• Watch the video',
      'https://example.test/v',
      '• Print the sheet',
      'File: sheet.pdf',
    ])
      expect(text).toContain(expected);
    expect(pageCount(pdf)).toBe(1);
  });

  it("fills a swatch in the area's colour", async () => {
    const pdf = (await renderExercisePdf(exercise(), { compress: false })).toString('latin1');
    // #3a6 is #33aa66: 0.2 0.667 0.4 as a fill colour.
    expect(pdf).toMatch(/0\.2 0\.66+7? 0\.4 scn/);
  });

  it('leaves out empty How, Why and Resources sections', async () => {
    const text = textOf(
      await renderExercisePdf(exercise({ how: '', why: '  ', resources: [] }), { compress: false }),
    );
    expect(text).toContain('Description');
    expect(text).not.toMatch(/^How$/m);
    expect(text).not.toMatch(/^Why$/m);
    expect(text).not.toContain('Resources');
  });

  it('wraps long text over further pages', async () => {
    const long = Array.from({ length: 400 }, (_, n) => `Sentence number ${n} of a long description.`).join(
      ' ',
    );
    const pdf = await renderExercisePdf(exercise({ description: long }), { compress: false });
    expect(pageCount(pdf)).toBeGreaterThan(2);
    expect(textOf(pdf)).toContain('Why');
  });

  it('compresses its pages by default', async () => {
    const pdf = await renderExercisePdf(exercise());
    expect(pdf.toString('latin1')).toContain('/FlateDecode');
    expect(textOf(pdf)).not.toContain('Morning pages');
  });
});

describe('scheduleLine', () => {
  it('says how long it stays, how soon it repeats and on which days', () => {
    expect(scheduleLine({ available_for: 1, buffer: 0, only_on: [], always: false, active: true })).toBe(
      'Available for 1 day · May repeat the next day · Any day of the week',
    );
    expect(scheduleLine({ available_for: 2, buffer: 1, only_on: [6, 5], always: true, active: false })).toBe(
      'Available for 2 days · Waits 1 day before it repeats · Only on Sat, Sun · Always given · Disabled',
    );
  });
});

describe('exerciseFileName', () => {
  it('makes a lower-case ASCII slug of the title', () => {
    expect(exerciseFileName('Évening Walk: 10 min!')).toBe('evening-walk-10-min.pdf');
    expect(exerciseFileName('  ')).toBe('exercise.pdf');
    expect(exerciseFileName('日本語')).toBe('exercise.pdf');
    expect(exerciseFileName('a'.repeat(100))).toBe(`${'a'.repeat(60)}.pdf`);
  });
});
