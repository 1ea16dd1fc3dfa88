import { describe, expect, it } from 'vitest';
import {
  BLACK_TEXT,
  contrastRatio,
  isHexColor,
  MIN_TEXT_CONTRAST,
  parseHexColor,
  relativeLuminance,
  textColorOn,
  WHITE_TEXT,
} from './contrast';

const hex = (r: number, g: number, b: number) =>
  `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
const ratioOf = (background: string, text: string) =>
  contrastRatio(relativeLuminance(parseHexColor(background)!), relativeLuminance(parseHexColor(text)!));

describe('contrast', () => {
  it('reads #rgb and #rrggbb, and nothing else', () => {
    expect(parseHexColor('#1f4e79')).toEqual([31, 78, 121]);
    expect(parseHexColor('#FA0')).toEqual([255, 170, 0]);
    expect(parseHexColor('red')).toBeNull();
    expect(parseHexColor('#12345')).toBeNull();
    expect(isHexColor('#abcdef')).toBe(true);
    expect(isHexColor('abcdef')).toBe(false);
  });

  it('measures as WCAG does: black on white is 21:1', () => {
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1);
    expect(ratioOf('#ffffff', '#000000')).toBeCloseTo(21);
    // WebAIM's checker: #777777 on white is 4.48:1.
    expect(ratioOf('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it.each([
    ['#1f4e79', WHITE_TEXT],
    ['#000000', WHITE_TEXT],
    ['#ffffff', BLACK_TEXT],
    ['#ffeb3b', BLACK_TEXT],
    ['#00ff00', BLACK_TEXT],
    ['#0000ff', WHITE_TEXT],
    ['#777777', BLACK_TEXT],
  ])('puts the better text on %s', (background, text) => {
    expect(textColorOn(background)).toBe(text);
  });

  it('uses the fallback colour for a background it cannot read', () => {
    expect(textColorOn('not a colour', '#ffffff')).toBe(BLACK_TEXT);
    expect(textColorOn('', '#000000')).toBe(WHITE_TEXT);
  });

  it('reaches 4.5:1 on every colour (the whole cube, in steps of 5)', () => {
    let worst = Infinity;
    for (let r = 0; r <= 255; r += 5)
      for (let g = 0; g <= 255; g += 5)
        for (let b = 0; b <= 255; b += 5) {
          const background = hex(r, g, b);
          worst = Math.min(worst, ratioOf(background, textColorOn(background)));
        }
    expect(worst).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});
