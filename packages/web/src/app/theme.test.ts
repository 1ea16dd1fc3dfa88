import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastWithWhite, readableTextColor, TANDEM_BLUE } from './theme';

describe('readable colours (WCAG 2.1 AA)', () => {
  it('white text on our filled blue reads at 4.5:1 or more, where Mantine’s blue gave 3.55:1', () => {
    expect(contrastWithWhite(DEFAULT_THEME.colors.blue[6])).toBeLessThan(4.5);
    expect(contrastWithWhite(TANDEM_BLUE[6])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.keys(DEFAULT_THEME.colors))(
    'makes %s text readable on white and on its light tint',
    (name) => {
      for (const shade of DEFAULT_THEME.colors[name]!) {
        expect(contrastWithWhite(readableTextColor(shade))).toBeGreaterThanOrEqual(5.6);
      }
    },
  );

  it('keeps a colour that already reads, and darkens one a coach may pick that does not', () => {
    expect(readableTextColor('#0f3959')).toBe('#0f3959');
    const yellow = readableTextColor('#fab005');
    expect(yellow).not.toBe('#fab005');
    expect(contrastWithWhite(yellow)).toBeGreaterThanOrEqual(5.6);
  });
});
