const UNITS = ['KB', 'MB', 'GB'] as const;

/** A file size for people: '512 B', '1.5 KB', '12 MB', '1 GB' (binary units, one decimal at most). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${Math.max(0, Math.round(bytes))} B`;
  let value = bytes;
  let unit: (typeof UNITS)[number] = 'KB';
  for (const next of UNITS) {
    value /= 1024;
    unit = next;
    if (value < 1024) break;
  }
  // One decimal below 10 (1.5 MB), whole numbers above (120 MB); never a trailing '.0'.
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${rounded} ${unit}`;
}
