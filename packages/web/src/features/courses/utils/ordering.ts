/** Which way each row may move. */
export interface MoveLimits {
  up: boolean;
  down: boolean;
}

/**
 * Rows swap with a neighbour among the coach's own rows (the server orders each owner's rows on
 * their own), so the first editable row cannot go up, the last cannot go down, and managed
 * (read-only) rows do not move at all.
 */
export function moveLimits(rows: readonly { id: number; editable: boolean }[]): Map<number, MoveLimits> {
  const own = rows.filter((row) => row.editable);
  const limits = new Map<number, MoveLimits>();
  for (const row of rows) {
    const index = own.indexOf(row);
    limits.set(row.id, { up: index > 0, down: index >= 0 && index < own.length - 1 });
  }
  return limits;
}
