/**
 * The `next` query value as a safe place to go after login: only a same-origin path, i.e. one
 * starting with a single `/` (not `//` or `/\`, which browsers read as another host); else null.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/')) return null;
  if (next.startsWith('//') || next.startsWith('/\\')) return null;
  // Control characters (tabs, newlines) are stripped by URL parsers and could turn into `//`.
  if ([...next].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  return next;
}
