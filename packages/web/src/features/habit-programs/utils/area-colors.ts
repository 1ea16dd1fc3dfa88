/** Swatches offered for an area of focus (any other hex colour may be typed in); the name is read out. */
export const AREA_COLOR_SWATCHES = [
  { name: 'Blue', value: '#228be6' },
  { name: 'Teal', value: '#12b886' },
  { name: 'Green', value: '#40c057' },
  { name: 'Yellow', value: '#fab005' },
  { name: 'Orange', value: '#fd7e14' },
  { name: 'Red', value: '#fa5252' },
  { name: 'Pink', value: '#e64980' },
  { name: 'Violet', value: '#7950f2' },
  { name: 'Cyan', value: '#15aabf' },
  { name: 'Gray', value: '#868e96' },
] as const;
