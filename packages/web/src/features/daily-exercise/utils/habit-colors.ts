/**
 * The colours a habit can take (the spec asks for one but names none). Stored as the hex value;
 * the name is what the swatch reads out.
 */
export const HABIT_COLORS = [
  { name: 'Blue', value: '#228be6' },
  { name: 'Teal', value: '#12b886' },
  { name: 'Green', value: '#40c057' },
  { name: 'Yellow', value: '#fab005' },
  { name: 'Orange', value: '#fd7e14' },
  { name: 'Red', value: '#fa5252' },
  { name: 'Pink', value: '#e64980' },
  { name: 'Violet', value: '#7950f2' },
] as const;
