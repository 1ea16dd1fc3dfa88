/** "November 25, 2026": how the app writes a day in running text (results, deletion dates). */
export const longDate = (value: string | Date) =>
  new Date(value).toLocaleDateString('en-US', { dateStyle: 'long' });
