import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  CLIENT_MESSAGES,
  clientAreaOfFocusSchema,
  clientHabitProgramSchema,
  HABIT_MESSAGES,
  paginatedSchema,
} from '@tandem/shared';
import { z } from 'zod';
import { clientAreasOfFocus, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeader, buildClient, buildCoach } from '../../test/factories';
import { buildHabitProgram, ownedBy } from '../../test/factories/catalog';
import { buildArea, chooseAreas } from '../../test/factories/habits';
import { chosenAreaIdsOfUser } from './areas-of-focus.repo';
import { NO_HABIT_PROGRAM, NOTHING_TO_CHOOSE, slotTooHigh } from './client-areas.service';

let t: TestApp;
let coach: { id: number; companyId: number | null };

beforeAll(async () => {
  t = await createTestApp();
  coach = await buildCoach(t.db, null);
});
afterAll(() => t.close());

/** A client on a program where they pick two of three areas (plus a deleted one). */
async function pickingClient() {
  const program = await buildHabitProgram(t.db, ownedBy(coach), {
    name: 'Picking',
    assignAll: false,
    maxNumberOfAllowedGroups: 2,
    dailyExercises: 4,
  });
  const areas = [
    await buildArea(t.db, program.id, { name: 'A', ordering: 0 }),
    await buildArea(t.db, program.id, { name: 'B', ordering: 1 }),
    await buildArea(t.db, program.id, { name: 'C', ordering: 2 }),
  ];
  const deleted = await buildArea(t.db, program.id, { name: 'Deleted', deleted: true });
  const { user } = await buildClient(t.db, coach, { theme: program.id });
  return { program, areas, deleted, user, auth: await authHeader(t.app, user.email) };
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, auth: string | null, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, payload, headers: auth ? { authorization: auth } : {} });
const chosenIds = async (userId: number) =>
  (
    await t.db
      .select()
      .from(clientAreasOfFocus)
      .where(eq(clientAreasOfFocus.userId, userId))
      .orderBy(asc(clientAreasOfFocus.ordering))
  ).map((row) => row.areaId);
const chosenList = z.array(clientAreaOfFocusSchema.strict());

describe('GET clients/habit-programs/', () => {
  it('gives the client their own program, and only that one', async () => {
    const { program, auth } = await pickingClient();
    const list = await call('GET', 'clients/habit-programs/?assigned=true&limit=500', auth);
    expect(list.statusCode).toBe(200);
    const page = paginatedSchema(clientHabitProgramSchema.strict()).parse(list.json());
    expect(page).toMatchObject({ count: 1, next: null });
    expect(page.results).toEqual([
      {
        id: program.id,
        name: 'Picking',
        assign_all: false,
        max_number_of_allowed_groups: 2,
        daily_exercises: 4,
      },
    ]);
    expect((await call('GET', `clients/habit-programs/${program.id}/`, auth)).json()).toEqual(
      page.results[0],
    );

    const other = await buildHabitProgram(t.db, ownedBy(coach));
    const response = await call('GET', `clients/habit-programs/${other.id}/`, auth);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: HABIT_MESSAGES.programNotFound });
  });

  it('is an empty page for a client without a program', async () => {
    const { user } = await buildClient(t.db, coach);
    const response = await call(
      'GET',
      'clients/habit-programs/?assigned=true',
      await authHeader(t.app, user.email),
    );
    expect(response.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('needs a session', async () => {
    expect((await call('GET', 'clients/habit-programs/', null)).statusCode).toBe(401);
  });
});

describe('GET clients/area-of-growths/', () => {
  it("lists the live areas of the client's own program in order; another program is 404", async () => {
    const { program, areas, auth } = await pickingClient();
    const response = await call(
      'GET',
      `clients/area-of-growths/?areas_of_focus=${program.id}&limit=100`,
      auth,
    );
    expect(response.statusCode).toBe(200);
    const page = paginatedSchema(clientAreaOfFocusSchema.strict()).parse(response.json());
    expect(page.results).toEqual(areas.map((a) => ({ id: a.id, name: a.name, color: a.color })));
    expect((await call('GET', 'clients/area-of-growths/', auth)).json().count).toBe(3);

    const other = await buildHabitProgram(t.db, ownedBy(coach));
    await buildArea(t.db, other.id);
    expect((await call('GET', `clients/area-of-growths/?areas_of_focus=${other.id}`, auth)).statusCode).toBe(
      404,
    );
  });
});

describe('GET clients/area-of-growth/', () => {
  it('lists the chosen areas in order, ignoring those of another program or deleted since', async () => {
    const { areas, deleted, user, auth } = await pickingClient();
    const stale = await buildArea(t.db, (await buildHabitProgram(t.db, ownedBy(coach))).id);
    await chooseAreas(t.db, user.id, [areas[2]!.id, stale.id, areas[0]!.id, deleted.id]);
    const response = await call('GET', 'clients/area-of-growth/', auth);
    expect(response.statusCode).toBe(200);
    expect(chosenList.parse(response.json()).map((a) => a.id)).toEqual([areas[2]!.id, areas[0]!.id]);
  });
});

describe("chosenAreaIdsOfUser (the user record's groups)", () => {
  it('gives the chosen areas that still count, in order, and an empty list without any', async () => {
    const { areas, deleted, user } = await pickingClient();
    const { user: without } = await buildClient(t.db, coach);
    const stale = await buildArea(t.db, (await buildHabitProgram(t.db, ownedBy(coach))).id);
    await chooseAreas(t.db, user.id, [areas[1]!.id, deleted.id, stale.id, areas[0]!.id]);
    const groups = async (userId: number) =>
      (await t.db.select({ groups: chosenAreaIdsOfUser() }).from(users).where(eq(users.id, userId)))[0]!
        .groups;
    expect(await groups(user.id)).toEqual([areas[1]!.id, areas[0]!.id]);
    expect(await groups(without.id)).toEqual([]);
  });
});

describe('POST clients/area-of-growth/', () => {
  it('puts an area in a slot, replacing what the slot held, and answers the choice', async () => {
    const { areas, user, auth } = await pickingClient();
    const first = await call('POST', 'clients/area-of-growth/', auth, { theme: areas[1]!.id, ordering: 0 });
    expect(first.statusCode).toBe(200);
    expect(chosenList.parse(first.json())).toEqual([{ id: areas[1]!.id, name: 'B', color: areas[1]!.color }]);
    await call('POST', 'clients/area-of-growth/', auth, { theme: areas[2]!.id, ordering: 1 });
    const replaced = await call('POST', 'clients/area-of-growth/', auth, {
      theme: areas[0]!.id,
      ordering: 0,
    });
    expect(replaced.json().map((a: { id: number }) => a.id)).toEqual([areas[0]!.id, areas[2]!.id]);
    // The same area in its own slot again changes nothing.
    expect(
      (await call('POST', 'clients/area-of-growth/', auth, { theme: areas[0]!.id, ordering: 0 })).statusCode,
    ).toBe(200);
    expect(await chosenIds(user.id)).toEqual([areas[0]!.id, areas[2]!.id]);
  });

  it('clears stale choices that held a slot', async () => {
    const { areas, user, auth } = await pickingClient();
    const stale = await buildArea(t.db, (await buildHabitProgram(t.db, ownedBy(coach))).id);
    await chooseAreas(t.db, user.id, [stale.id]);
    const response = await call('POST', 'clients/area-of-growth/', auth, {
      theme: areas[0]!.id,
      ordering: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(await chosenIds(user.id)).toEqual([areas[0]!.id]);
  });

  it('refuses a slot past the maximum, an area of another program, and an area in another slot', async () => {
    const { areas, deleted, user, auth } = await pickingClient();
    await chooseAreas(t.db, user.id, [areas[0]!.id]);
    const past = await call('POST', 'clients/area-of-growth/', auth, { theme: areas[1]!.id, ordering: 2 });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ ordering: [slotTooHigh(2)] });
    expect(slotTooHigh(2)).toBe('Ensure this value is less than or equal to 1.');

    const foreign = await buildArea(t.db, (await buildHabitProgram(t.db, ownedBy(coach))).id);
    for (const stranger of [foreign.id, deleted.id]) {
      const response = await call('POST', 'clients/area-of-growth/', auth, { theme: stranger, ordering: 1 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ theme: [HABIT_MESSAGES.areaNotInProgram] });
    }
    const twice = await call('POST', 'clients/area-of-growth/', auth, { theme: areas[0]!.id, ordering: 1 });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ theme: [ACCOUNT_MESSAGES.duplicateAreas] });
    expect(await chosenIds(user.id)).toEqual([areas[0]!.id]);
  });

  it('refuses choosing without a program, and when the program assigns every area', async () => {
    const { user: without } = await buildClient(t.db, coach);
    const none = await call('POST', 'clients/area-of-growth/', await authHeader(t.app, without.email), {
      theme: 1,
      ordering: 0,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ non_field_errors: [NO_HABIT_PROGRAM] });

    const everything = await buildHabitProgram(t.db, ownedBy(coach), { assignAll: true });
    const area = await buildArea(t.db, everything.id);
    const { user } = await buildClient(t.db, coach, { theme: everything.id });
    const response = await call('POST', 'clients/area-of-growth/', await authHeader(t.app, user.email), {
      theme: area.id,
      ordering: 0,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: [NOTHING_TO_CHOOSE] });
    expect(await chosenIds(user.id)).toEqual([]);
  });
});

describe('PUT clients/area-of-growth/', () => {
  it("replaces the whole choice with exactly the program's maximum, in order", async () => {
    const { areas, user, auth } = await pickingClient();
    await chooseAreas(t.db, user.id, [areas[0]!.id, areas[1]!.id]);
    const response = await call('PUT', 'clients/area-of-growth/', auth, {
      areas: [areas[2]!.id, areas[0]!.id],
    });
    expect(response.statusCode).toBe(200);
    expect(chosenList.parse(response.json()).map((a) => a.name)).toEqual(['C', 'A']);
    expect(await chosenIds(user.id)).toEqual([areas[2]!.id, areas[0]!.id]);
  });

  it('refuses too few or too many, repeats, and areas of another program, keeping the choice', async () => {
    const { areas, deleted, user, auth } = await pickingClient();
    await chooseAreas(t.db, user.id, [areas[0]!.id, areas[1]!.id]);
    for (const wrong of [[areas[0]!.id], areas.map((a) => a.id)]) {
      const response = await call('PUT', 'clients/area-of-growth/', auth, { areas: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ areas: [CLIENT_MESSAGES.pickAllAreas] });
    }
    const repeated = await call('PUT', 'clients/area-of-growth/', auth, {
      areas: [areas[2]!.id, areas[2]!.id],
    });
    expect(repeated.json()).toEqual({ areas: [ACCOUNT_MESSAGES.duplicateAreas] });
    const foreign = await call('PUT', 'clients/area-of-growth/', auth, { areas: [areas[2]!.id, deleted.id] });
    expect(foreign.json()).toEqual({ areas: [HABIT_MESSAGES.areaNotInProgram] });
    expect(await chosenIds(user.id)).toEqual([areas[0]!.id, areas[1]!.id]);
  });
});
