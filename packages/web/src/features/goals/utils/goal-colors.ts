import { SWATCH_COLORS, type ColorChoice } from '../../../components/color-swatches';

/** The palette, plus a goal's current colour when it is not one of them (set elsewhere or before). */
export function colorChoices(current: string): ColorChoice[] {
  const known = SWATCH_COLORS.some((color) => color.value.toLowerCase() === current.toLowerCase());
  return !current || known
    ? [...SWATCH_COLORS]
    : [...SWATCH_COLORS, { name: 'Current color', value: current }];
}
