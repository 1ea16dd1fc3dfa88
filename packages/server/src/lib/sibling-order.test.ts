import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { courseModules } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildCoach } from '../test/factories';
import { buildCourse, ownedBy } from '../test/factories/catalog';
import { buildModule } from '../test/factories/courses';
import { moveAmongSiblings, nextOrdering, type MoveDirection } from './sibling-order';

let t: TestApp;
let coach: { id: number; companyId: number | null };
beforeAll(async () => {
  t = await createTestApp();
  coach = await buildCoach(t.db, null);
});
afterAll(() => t.close());

/** A course whose modules have these orderings (in id order); answers the course and module ids. */
async function courseWithModules(orderings: number[]) {
  const course = await buildCourse(t.db, ownedBy(coach));
  const ids: number[] = [];
  for (const ordering of orderings) ids.push((await buildModule(t.db, course.id, { ordering })).id);
  return { courseId: course.id, ids };
}

/** The module ids of a course in their order, and their orderings. */
async function orderOf(courseId: number) {
  const rows = await t.db
    .select({ id: courseModules.id, ordering: courseModules.ordering })
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId))
    .orderBy(asc(courseModules.ordering), asc(courseModules.id));
  return { ids: rows.map((r) => r.id), orderings: rows.map((r) => r.ordering) };
}

const move = (courseId: number, id: number, direction: MoveDirection) =>
  t.db.transaction((tx) =>
    moveAmongSiblings(tx, {
      table: 'course_modules',
      parentColumn: 'course_id',
      parentId: courseId,
      id,
      direction,
    }),
  );

describe('moveAmongSiblings', () => {
  it('swaps an item with the neighbour above or below it', async () => {
    const { courseId, ids } = await courseWithModules([0, 1, 2]);
    const [a, b, c] = ids as [number, number, number];
    await move(courseId, b, 'up');
    expect(await orderOf(courseId)).toEqual({ ids: [b, a, c], orderings: [0, 1, 2] });
    await move(courseId, b, 'down');
    await move(courseId, b, 'down');
    expect(await orderOf(courseId)).toEqual({ ids: [a, c, b], orderings: [0, 1, 2] });
  });

  it('renumbers gaps and ties 0..n-1 in the current order (ordering, then id) before swapping', async () => {
    // The current order: b (1), then a and c tied at 5 (a first, by id), then d (9).
    const { courseId, ids } = await courseWithModules([5, 1, 5, 9]);
    const [a, b, c, d] = ids as [number, number, number, number];
    expect((await orderOf(courseId)).ids).toEqual([b, a, c, d]);
    await move(courseId, d, 'up');
    expect(await orderOf(courseId)).toEqual({ ids: [b, a, d, c], orderings: [0, 1, 2, 3] });
  });

  it('moves nothing past either end, but still renumbers', async () => {
    const { courseId, ids } = await courseWithModules([3, 7]);
    const [a, b] = ids as [number, number];
    await move(courseId, a, 'up');
    expect(await orderOf(courseId)).toEqual({ ids: [a, b], orderings: [0, 1] });
    await move(courseId, b, 'down');
    expect(await orderOf(courseId)).toEqual({ ids: [a, b], orderings: [0, 1] });
  });

  it('leaves the siblings alone when the item is not among them', async () => {
    const { courseId } = await courseWithModules([4, 2]);
    const other = await courseWithModules([0]);
    const before = await orderOf(courseId);
    await move(courseId, other.ids[0]!, 'up');
    expect(await orderOf(courseId)).toEqual(before);
    expect((await orderOf(other.courseId)).orderings).toEqual([0]);
  });

  it('touches no other parent’s rows', async () => {
    const mine = await courseWithModules([0, 1]);
    const theirs = await courseWithModules([10, 20]);
    await move(mine.courseId, mine.ids[1]!, 'up');
    expect((await orderOf(theirs.courseId)).orderings).toEqual([10, 20]);
  });

  it('keeps the order a permutation under concurrent moves', async () => {
    const { courseId, ids } = await courseWithModules([0, 1, 2, 3, 4, 5]);
    await Promise.all(
      Array.from({ length: 24 }, (_, i) => move(courseId, ids[i % ids.length]!, i % 3 ? 'up' : 'down')),
    );
    const after = await orderOf(courseId);
    expect(after.orderings).toEqual([0, 1, 2, 3, 4, 5]);
    expect([...after.ids].sort((x, y) => x - y)).toEqual(ids);
  });

  it('refuses a table with the wrong parent column', async () => {
    await expect(
      t.db.transaction((tx) =>
        moveAmongSiblings(tx, {
          table: 'course_modules',
          parentColumn: 'owner_id',
          parentId: 1,
          id: 1,
          direction: 'up',
        }),
      ),
    ).rejects.toThrow('course_modules is not ordered by owner_id');
  });
});

describe('nextOrdering', () => {
  it('answers 0 for the first child and one past the largest after that', async () => {
    const { courseId } = await courseWithModules([]);
    expect(await nextOrdering(t.db, 'course_modules', 'course_id', courseId)).toBe(0);
    await buildModule(t.db, courseId, { ordering: 4 });
    await buildModule(t.db, courseId, { ordering: 2 });
    expect(await nextOrdering(t.db, 'course_modules', 'course_id', courseId)).toBe(5);
  });

  it('counts only the given parent’s children', async () => {
    const other = await buildCoach(t.db, null);
    await buildCourse(t.db, ownedBy(coach), { ordering: 8 });
    expect(await nextOrdering(t.db, 'courses', 'owner_id', other.id)).toBe(0);
  });

  it('refuses a table with the wrong parent column', async () => {
    await expect(nextOrdering(t.db, 'courses', 'course_id', 1)).rejects.toThrow(
      'courses is not ordered by course_id',
    );
  });
});
