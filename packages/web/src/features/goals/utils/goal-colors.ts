/**
 * The colours a goal can take (the spec asks for a colour but names none). Stored as the hex
 * value; the name is what the colour step reads out.
 */
export const GOAL_COLORS = [
  { name: 'Blue', value: '#228be6' },
  { name: 'Teal', value: '#12b886' },
  { name: 'Green', value: '#40c057' },
  { name: 'Yellow', value: '#fab005' },
  { name: 'Orange', value: '#fd7e14' },
  { name: 'Red', value: '#fa5252' },
  { name: 'Pink', value: '#e64980' },
  { name: 'Violet', value: '#7950f2' },
] as const;

/** The palette, plus a goal's current colour when it is not one of them (set elsewhere or before). */
export function colorChoices(current: string): { name: string; value: string }[] {
  const known = GOAL_COLORS.some((color) => color.value.toLowerCase() === current.toLowerCase());
  return !current || known ? [...GOAL_COLORS] : [...GOAL_COLORS, { name: 'Current color', value: current }];
}
