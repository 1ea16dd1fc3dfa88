import { SWATCH_COLORS } from '../../../components/color-swatches';

/** Swatches offered for an area of focus (any other hex colour may be typed in): the palette and two more. */
export const AREA_COLOR_SWATCHES = [
  ...SWATCH_COLORS,
  { name: 'Cyan', value: '#15aabf' },
  { name: 'Gray', value: '#868e96' },
] as const;
