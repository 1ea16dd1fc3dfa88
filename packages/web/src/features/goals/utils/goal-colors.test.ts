import { describe, expect, it } from 'vitest';
import { SWATCH_COLORS } from '../../../components/color-swatches';
import { colorChoices } from './goal-colors';

describe('colorChoices', () => {
  it('offers the palette for a new goal and for a goal in a palette colour', () => {
    expect(colorChoices('')).toEqual(SWATCH_COLORS);
    expect(colorChoices('#228BE6')).toEqual(SWATCH_COLORS);
  });

  it("keeps a goal's own colour that is not in the palette", () => {
    expect(colorChoices('#123456').at(-1)).toEqual({ name: 'Current color', value: '#123456' });
  });
});
