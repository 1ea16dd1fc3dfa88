/** A LIKE pattern matching `text` anywhere, with `\`, `%` and `_` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
