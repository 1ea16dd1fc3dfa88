/*
 * Text on the header colour (issue 18, part 7): whatever colour an owner picks, the header's text
 * and icons are black or white, whichever contrasts more by WCAG 2.x (relative luminance, ratio
 * (L1 + 0.05) / (L2 + 0.05)). One of the two always reaches 4.5:1: the ratios with black and with
 * white are equal where L + 0.05 = sqrt(1.05 × 0.05), and there both are about 4.58, so no
 * colour needs its background darkened or lightened (contrast.test.ts sweeps the colour cube to
 * hold us to it). A colour that cannot be read (not #rgb or #rrggbb) is treated as the default
 * header colour.
 */

export const BLACK_TEXT = '#000000';
export const WHITE_TEXT = '#ffffff';
/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Whether a colour is written as #rgb or #rrggbb. */
export const isHexColor = (value: string) => HEX_COLOR.test(value.trim());

/** The red, green and blue of #rgb or #rrggbb (0 to 255), or null when it is neither. */
export function parseHexColor(value: string): [number, number, number] | null {
  const hex = value.trim();
  if (!HEX_COLOR.test(hex)) return null;
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d) : hex.slice(1).match(/../g)!;
  return digits.map((pair) => parseInt(pair, 16)) as [number, number, number];
}

/** WCAG relative luminance of an sRGB colour, 0 (black) to 1 (white). */
export function relativeLuminance([r, g, b]: readonly [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of two luminances, 1 to 21. */
export function contrastRatio(first: number, second: number): number {
  const [light, dark] = first > second ? [first, second] : [second, first];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The text colour for a background: black or white, whichever contrasts more (white on a tie,
 * the usual choice on saturated colours). `fallback` is used for a background that is no #hex.
 */
export function textColorOn(background: string, fallback = '#1f4e79'): typeof BLACK_TEXT | typeof WHITE_TEXT {
  const rgb = parseHexColor(background) ?? parseHexColor(fallback) ?? [0, 0, 0];
  const luminance = relativeLuminance(rgb);
  return contrastRatio(luminance, 0) > contrastRatio(luminance, 1) ? BLACK_TEXT : WHITE_TEXT;
}
