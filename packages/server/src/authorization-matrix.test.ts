import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pulseSurveys, users } from './db/schema';
import type { CoachFeature, PlanStanding } from '@tandem/shared';
import type { Audience } from './lib/audience';
import { seedDemo } from './seed/demo';
import { DEMO_PASSWORD } from './seed/demo-people';
import {
  authHeader,
  buildClient,
  buildCoach,
  buildOwner,
  buildPackageOwner,
  buildUser,
} from './test/factories';
import { createTestApp, type TestApp } from './test/test-app';
import { exampleOf, NONEXISTENT_ID, operationsOf, type JsonSchema } from './test/openapi';

/**
 * The authorization matrix (issue 16, part 4): every operation of the OpenAPI document, tried as a
 * visitor, a client, a client of another company, a coach, a coach of another company, an owner
 * and an admin, against the audience the route declares next to its schema
 * (`config: { audience }`, lib/audience.ts). A route that declares none fails. Requests carry a
 * body that passes the route's own schema, so what answers is the access check, not validation.
 */

interface Operation {
  'x-audience'?: Audience;
  'x-feature'?: CoachFeature;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const IDS_TRIED = 40;

function requestFor(path: string, method: string, operation: Operation): InjectOptions {
  const url = path.replace(/\{[^}]+\}/g, String(NONEXISTENT_ID));
  const query = (operation.parameters ?? [])
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}=${encodeURIComponent(String(exampleOf(p.schema)))}`)
    .join('&');
  const json = operation.requestBody?.content?.['application/json']?.schema;
  return {
    method: method.toUpperCase() as InjectOptions['method'],
    url: query ? `${url}?${query}` : url,
    ...(json ? { payload: exampleOf(json) as object } : {}),
  };
}

type ActorName = 'visitor' | 'client' | 'other client' | 'coach' | 'other coach' | 'owner' | 'admin';

/** Who the audience admits; everyone else is refused (401 for visitors, never a success for accounts). */
const ADMITS: Record<Audience, ActorName[]> = {
  anyone: ['visitor', 'client', 'other client', 'coach', 'other coach', 'owner', 'admin'],
  'signed-in': ['client', 'other client', 'coach', 'other coach', 'owner', 'admin'],
  client: ['client', 'other client'],
  coach: ['coach', 'other coach', 'owner'],
  'coach-or-client': ['client', 'other client', 'coach', 'other coach', 'owner'],
  // The other coach owns their own company (buildOwner below), so an owner route that works on
  // the caller's own company (the owner's campaigns) admits them too; on this company's rows
  // they get 404 like anyone outside it.
  owner: ['owner', 'other coach'],
  staff: ['admin'],
};

let t: TestApp;
const sessions = new Map<ActorName, () => Promise<string | undefined>>();

beforeAll(async () => {
  t = await createTestApp();
  // Every route's declared audience, as Fastify registers it.
  const { owner, company } = await buildOwner(t.db);
  const coach = await buildCoach(t.db, company.id);
  const { user: client } = await buildClient(t.db, coach);
  const { owner: otherCoach } = await buildOwner(t.db);
  const { user: otherClient } = await buildClient(t.db, otherCoach);
  const admin = await buildUser(t.db, { isStaff: true });
  // A session per actor, logged in again when a request ended it (log out, a changed e-mail).
  const sessionOf = (userId: number) => {
    let header: string | undefined;
    return async () => {
      if (header) {
        const me = await t.app.inject({
          method: 'GET',
          url: `/api/user/${userId}/`,
          headers: { authorization: header },
        });
        if (me.statusCode === 401) header = undefined;
      }
      if (!header) {
        const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
        header = await authHeader(t.app, row!.email);
      }
      return header;
    };
  };
  sessions.set('visitor', async () => undefined);
  sessions.set('client', sessionOf(client.id));
  sessions.set('other client', sessionOf(otherClient.id));
  sessions.set('coach', sessionOf(coach.id));
  sessions.set('other coach', sessionOf(otherCoach.id));
  sessions.set('owner', sessionOf(owner.id));
  sessions.set('admin', sessionOf(admin.id));
}, 60_000);
afterAll(() => t.close());

describe('the authorization matrix', () => {
  it('has an audience declared by every operation', async () => {
    await t.app.ready();
    const undeclared = operationsOf<Operation>(t.app)
      .filter(([, , operation]) => !operation['x-audience'])
      .map(([path, method]) => `${method.toUpperCase()} ${path}`);
    expect(undeclared).toEqual([]);
  });

  it('admits exactly the declared audience to every operation, and refuses everyone else', async () => {
    await t.app.ready();
    const wrong: string[] = [];
    let tried = 0;
    for (const [path, method, operation] of operationsOf<Operation>(t.app)) {
      const audience = operation['x-audience'];
      if (!audience) continue;
      for (const [actor, session] of sessions) {
        const authorization = await session();
        const request = requestFor(path, method, operation);
        const response = await t.app.inject({ ...request, headers: authorization ? { authorization } : {} });
        tried++;
        const status = response.statusCode;
        // Admitted: never turned away (401/403); a missing id's 404 or a validation 400 is fine.
        // Refused: a visitor gets 401 before anything else; an account never succeeds (2xx).
        const admitted = ADMITS[audience].includes(actor);
        const turnedAway = status === 401 || status === 403;
        const refusedProperly = actor === 'visitor' ? status === 401 : status >= 400;
        if (admitted ? turnedAway : !refusedProperly) {
          wrong.push(
            `${method.toUpperCase()} ${path} [${audience}] as ${actor}: ${status} ${response.body.slice(0, 120)}`,
          );
        }
      }
    }
    console.log(
      `[matrix] ${tried} requests: ${operationsOf<Operation>(t.app).length} operations × ${sessions.size} actors`,
    );
    expect(wrong).toEqual([]);
  }, 300_000);
});

describe('the plan matrix', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  /** A coach on each standing of a plan, and whether it grants the paid features. */
  const coaches = new Map<PlanStanding | 'past due after the grace', { header: string; entitled: boolean }>();
  beforeAll(async () => {
    const at = (days: number) => new Date(Date.now() + days * DAY_MS);
    const states = [
      ['free', 'free', {}, false],
      ['active', 'professional', {}, true],
      ['grace', 'professional', { status: 'past_due', pastDueSince: at(-2) }, true],
      ['past due after the grace', 'enterprise', { status: 'past_due', pastDueSince: at(-30) }, false],
      ['canceled', 'professional', { status: 'canceled', canceled: true, renewing: false }, false],
    ] as const;
    for (const [name, plan, subscription, entitled] of states) {
      const { owner } = await buildPackageOwner(t.db, plan, subscription);
      coaches.set(name, { header: await authHeader(t.app, owner.email), entitled });
    }
  }, 60_000);

  it('names features on coach and owner routes only', async () => {
    await t.app.ready();
    const misplaced = operationsOf<Operation>(t.app)
      .filter(
        ([, , operation]) => operation['x-feature'] && !['coach', 'owner'].includes(operation['x-audience']!),
      )
      .map(([path, method]) => `${method.toUpperCase()} ${path}`);
    expect(misplaced).toEqual([]);
  });

  it("refuses every feature's operations to a plan not in good standing, and only those", async () => {
    await t.app.ready();
    const wrong: string[] = [];
    let tried = 0;
    for (const [path, method, operation] of operationsOf<Operation>(t.app)) {
      const audience = operation['x-audience'];
      if (audience !== 'coach' && audience !== 'owner') continue;
      const feature = operation['x-feature'];
      for (const [standing, coach] of coaches) {
        const response = await t.app.inject({
          ...requestFor(path, method, operation),
          headers: { authorization: coach.header },
        });
        tried++;
        const upgrade =
          response.statusCode === 403 && (response.json() as { code?: string }).code === 'upgrade_required';
        const shouldRefuse = feature !== undefined && !coach.entitled;
        if (upgrade !== shouldRefuse)
          wrong.push(
            `${method.toUpperCase()} ${path} [${feature ?? 'no feature'}] as ${standing}: ${response.statusCode} ${response.body.slice(0, 100)}`,
          );
      }
    }
    const gated = operationsOf<Operation>(t.app).filter(([, , operation]) => operation['x-feature']).length;
    console.log(`[plans] ${tried} requests: ${gated} operations with a feature, ${coaches.size} standings`);
    expect(gated).toBeGreaterThan(80);
    expect(wrong).toEqual([]);
  }, 300_000);
});

describe('reading by id across companies', () => {
  let h: TestApp;
  let sharedSurveys: Set<number>;
  const outsiders = new Map<string, string>();
  /** The outsiders' own accounts, which they may of course read. */
  const ownIds = new Set<number>();
  beforeAll(async () => {
    h = await createTestApp();
    // The demo company's data (every domain) fills the first ids of every table; the outsiders
    // come after, in a company of their own, and own none of those rows.
    await seedDemo(h.db, new Date());
    const { owner: otherCoach } = await buildOwner(h.db);
    const { user: otherClient } = await buildClient(h.db, otherCoach);
    ownIds.add(otherCoach.id).add(otherClient.id);
    outsiders.set('other coach', await authHeader(h.app, otherCoach.email));
    outsiders.set('other client', await authHeader(h.app, otherClient.email));
    const defaults = await h.db
      .select({ id: pulseSurveys.id })
      .from(pulseSurveys)
      .where(eq(pulseSurveys.isDefault, true));
    sharedSurveys = new Set(defaults.map((row) => row.id));
  }, 120_000);
  afterAll(() => h.close());

  /**
   * What the platform shares with every coach on purpose: the default pulse survey, with its
   * dimensions and statements, that every installation starts with (migration 0005).
   */
  function sharedWithEveryCoach(path: string, body: unknown, actor: string): boolean {
    if (actor !== 'other coach') return false;
    const item = body as { id?: number; pulse_survey?: number | number[] };
    const surveys = [item.pulse_survey ?? []].flat();
    if (path === '/api/coaches/pulse-surveys/{id}/') return sharedSurveys.has(item.id ?? -1);
    if (path === '/api/coaches/pulse-dimensions/{id}/' || path === '/api/coaches/pulse-questions/{id}/') {
      return surveys.length > 0 && surveys.every((survey) => sharedSurveys.has(survey));
    }
    return false;
  }

  it("shows a client or a coach of another company none of this company's resources", async () => {
    await h.app.ready();
    const document = h.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const leaks: string[] = [];
    let tried = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      const read = methods.get;
      if (!read || !path.includes('{') || read['x-audience'] === 'anyone') continue;
      for (const [actor, authorization] of outsiders) {
        for (let id = 1; id <= IDS_TRIED; id++) {
          const aboutAUser = path.startsWith('/api/user/') || path.startsWith('/api/coaches/clients/');
          if (aboutAUser && ownIds.has(id)) continue;
          const url = path.replace(/\{[^}]+\}/g, String(id));
          const response = await h.app.inject({ method: 'GET', url, headers: { authorization } });
          tried++;
          if (response.statusCode < 300 && !sharedWithEveryCoach(path, response.json(), actor)) {
            leaks.push(`${url} as ${actor}: ${response.statusCode} ${response.body.slice(0, 100)}`);
          }
        }
      }
    }
    console.log(`[matrix] ${tried} reads by id of another company's resources`);
    expect(leaks).toEqual([]);
  }, 300_000);

  it('answers a read only to the audience the route declares, even of what the caller may see', async () => {
    // The demo company's own people, who can see its rows: a route that answers one of them
    // while its declared audience leaves them out declares less than it does (issue 39: a room
    // read by its client under `coach`).
    const insiders: Array<[ActorName, string]> = [
      ['client', await authHeader(h.app, 'client@demo.test', DEMO_PASSWORD)],
      ['coach', await authHeader(h.app, 'coach@demo.test', DEMO_PASSWORD)],
    ];
    const document = h.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const undeclared: string[] = [];
    let tried = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      const read = methods.get;
      const audience = read?.['x-audience'];
      if (!read || !audience) continue;
      for (const [actor, authorization] of insiders) {
        if (ADMITS[audience].includes(actor)) continue;
        // A list once; a read by id for each of the first ids.
        for (let id = 1; id <= (path.includes('{') ? IDS_TRIED : 1); id++) {
          const { url } = requestFor(path.replace(/\{[^}]+\}/g, String(id)), 'get', read);
          const response = await h.app.inject({ method: 'GET', url, headers: { authorization } });
          tried++;
          if (response.statusCode < 300)
            undeclared.push(`${url} [${audience}] as the demo ${actor}: ${response.statusCode}`);
        }
      }
    }
    console.log(`[matrix] ${tried} reads of the caller's own company, outside the declared audience`);
    expect(undeclared).toEqual([]);
  }, 300_000);
});
