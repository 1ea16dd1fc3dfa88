import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';

/*
 * Ordered siblings: courses per owner, modules per course, lessons per module
 * (docs/decisions/008-courses.md, "Order"). Each row carries `ordering`; a new one goes last and
 * `move` swaps an item with its neighbour. Table and column names are interpolated as
 * identifiers, so they come only from the fixed lists below, never from a request.
 */

export type OrderedTable = 'courses' | 'course_modules' | 'module_lessons';
export type ParentColumn = 'owner_id' | 'course_id' | 'module_id';
export type MoveDirection = 'up' | 'down';

/** The parent column each ordered table groups its siblings by. */
const PARENT_OF: Record<OrderedTable, ParentColumn> = {
  courses: 'owner_id',
  course_modules: 'course_id',
  module_lessons: 'module_id',
};

function siblingsOf(table: OrderedTable, parentColumn: ParentColumn) {
  // A wrong pair would silently order the wrong set of rows: refuse it loudly instead.
  if (PARENT_OF[table] !== parentColumn) {
    throw new Error(`${table} is not ordered by ${parentColumn}`);
  }
  return { table: sql.identifier(table), parent: sql.identifier(parentColumn) };
}

export interface MoveAmongSiblings {
  table: OrderedTable;
  parentColumn: ParentColumn;
  parentId: number;
  id: number;
  direction: MoveDirection;
}

/**
 * Moves one row up or down among its siblings, inside the caller's transaction.
 *
 * Locks every sibling `FOR UPDATE` in id order (so concurrent moves on the same parent queue
 * behind each other instead of deadlocking), renumbers them 0..n-1 in their current order
 * (ordering, then id), then swaps the item with its neighbour; at either end nothing moves. The
 * orderings are therefore always a permutation of 0..n-1 after a move, whatever ran before.
 * A row that is not among the parent's children is left alone.
 */
export async function moveAmongSiblings(tx: Tx, move: MoveAmongSiblings): Promise<void> {
  const { table, parent } = siblingsOf(move.table, move.parentColumn);
  const locked = await tx.execute<{ id: number; ordering: number }>(sql`
    SELECT id, ordering FROM ${table} WHERE ${parent} = ${move.parentId} ORDER BY id FOR UPDATE`);
  const rows = locked.rows.map((row) => ({ id: Number(row.id), ordering: Number(row.ordering) }));
  const current = [...rows].sort((a, b) => a.ordering - b.ordering || a.id - b.id);

  const from = current.findIndex((row) => row.id === move.id);
  if (from === -1) return;
  const to = move.direction === 'up' ? from - 1 : from + 1;
  if (to >= 0 && to < current.length) {
    [current[from], current[to]] = [current[to]!, current[from]!];
  }

  const changed = current
    .map((row, index) => ({ id: row.id, ordering: index, was: row.ordering }))
    .filter((row) => row.ordering !== row.was);
  if (changed.length === 0) return;
  const values = sql.join(
    changed.map((row) => sql`(${row.id}::int, ${row.ordering}::int)`),
    sql`, `,
  );
  await tx.execute(sql`UPDATE ${table} SET ordering = v.ordering
    FROM (VALUES ${values}) AS v(id, ordering) WHERE ${table}.id = v.id`);
}

/**
 * The ordering a new child of `parentId` gets so that it goes last: one more than the largest,
 * or 0 for the first. Two rows created at once may tie; ties sort by id and the next move
 * renumbers them.
 */
export async function nextOrdering(
  tx: DbOrTx,
  table: OrderedTable,
  parentColumn: ParentColumn,
  parentId: number,
): Promise<number> {
  const { table: from, parent } = siblingsOf(table, parentColumn);
  const result = await tx.execute<{ next: number }>(sql`
    SELECT coalesce(max(ordering) + 1, 0)::int AS next FROM ${from} WHERE ${parent} = ${parentId}`);
  return Number(result.rows[0]?.next ?? 0);
}
