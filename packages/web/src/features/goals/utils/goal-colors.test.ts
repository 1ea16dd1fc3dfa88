import { describe, expect, it } from 'vitest';
import { GOAL_COLORS, colorChoices } from './goal-colors';

describe('colorChoices', () => {
  it('offers the palette for a new goal and for a goal in a palette colour', () => {
    expect(colorChoices('')).toEqual(GOAL_COLORS);
    expect(colorChoices('#228BE6')).toEqual(GOAL_COLORS);
  });

  it("keeps a goal's own colour that is not in the palette", () => {
    expect(colorChoices('#123456').at(-1)).toEqual({ name: 'Current color', value: '#123456' });
  });
});
