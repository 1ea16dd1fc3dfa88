import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import {
  contrastWithDarkBody,
  contrastWithWhite,
  cssVariablesResolver,
  readableTextColor,
  readableTextColorOnDark,
  TANDEM_BLUE,
  theme,
} from './theme';

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

describe('dark mode (issue 22: it follows the system, at WCAG 2.1 AA too)', () => {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);

  it.each(Object.keys(DEFAULT_THEME.colors))(
    'makes %s text readable on the dark page and its tint',
    (name) => {
      for (const shade of DEFAULT_THEME.colors[name]!) {
        expect(contrastWithDarkBody(readableTextColorOnDark(shade))).toBeGreaterThanOrEqual(7);
      }
    },
  );

  it('gives light, subtle and outline variants a colour for each scheme', () => {
    const colors = theme.variantColorResolver!({
      color: 'red',
      theme: merged,
      variant: 'light',
    });
    expect(colors.color).toBe(
      `light-dark(${readableTextColor(DEFAULT_THEME.colors.red[6])}, ${readableTextColorOnDark(DEFAULT_THEME.colors.red[6])})`,
    );
  });

  it('writes dimmed text and placeholders where Mantine’s dark grays read under 4.5:1', () => {
    const dark = DEFAULT_THEME.colors.dark;
    expect(contrastWithDarkBody(dark[2])).toBeLessThan(4.5);
    const variables = cssVariablesResolver(merged).dark;
    for (const name of ['--mantine-color-dimmed', '--mantine-color-placeholder', '--mantine-color-anchor']) {
      expect(contrastWithDarkBody(variables[name as keyof typeof variables]!)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
