import type { z } from 'zod';
import {
  PULSE_MESSAGES,
  type Kpi,
  type KpiResult,
  type kpiPatchSchema,
  type kpiResultWriteSchema,
  type kpiWriteSchema,
} from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { fieldErrors, forbidden, invalidPk, nonFieldError, notFound, violatesUnique } from '../../lib/errors';
import type { PageWindow } from '../../lib/pagination';
import * as repo from './kpis.repo';
import {
  KPI_LIMIT_REACHED,
  kpiLimitReached,
  mayUseKpis,
  ownsKpi,
  ownsReflection,
} from './reflections.policy';
import { presentKpi, presentKpiResult } from './reflections.presenter';
import * as reflections from './reflections.repo';

/*
 * The client's KPIs (clients/kpis/, clients/kpi-results/). The rules:
 * - A client whose profile allows goals, self reflection or progress may use them (403
 *   otherwise, and for users without a client profile); anyone else's KPI or reflection answers
 *   404 in a path, the field error `Invalid pk "N" - object does not exist.` in a body.
 * - Names are unique per client ignoring case ('You already have a KPI with this name.'), and a
 *   client tracks at most 20; creating takes the client's profile lock, so two requests at once
 *   cannot pass the limit together.
 * - Deleting is for good: the KPI's values on past reflections go with it.
 */

type KpiWrite = z.output<typeof kpiWriteSchema>;
type KpiPatch = z.output<typeof kpiPatchSchema>;
type KpiResultWrite = z.output<typeof kpiResultWriteSchema>;

const nameExists = () => fieldErrors({ name: [PULSE_MESSAGES.kpiExists] });

/** Refuses (403) a caller whose profile opens none of the KPI features. */
async function requireKpiUser(ctx: AppContext, actor: Actor): Promise<void> {
  const facts = await reflections.findReflectorFacts(ctx.db, actor.userId);
  if (!facts?.profile || !mayUseKpis(facts.profile)) throw forbidden();
}

/** The caller's own KPI; 404 for anyone else's. */
async function ownKpi(ctx: AppContext, actor: Actor, id: number) {
  const kpi = await repo.findKpi(ctx.db, id);
  if (!kpi || !ownsKpi(actor, kpi)) throw notFound();
  return kpi;
}

/** A duplicate name that slipped past the check (a concurrent rename) is still the field error. */
async function refusingDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatesUnique(error, repo.KPI_NAME_KEY)) throw nameExists();
    throw error;
  }
}

/** The client's KPIs by creation, optionally only those the reflection asks (`survey`). */
export async function listKpis(
  ctx: AppContext,
  actor: Actor,
  survey: boolean | undefined,
  window: PageWindow,
) {
  await requireKpiUser(ctx, actor);
  const { rows, count } = await repo.listKpis(ctx.db, actor.userId, survey, window);
  return { count, results: rows.map(presentKpi) };
}

export async function getKpi(ctx: AppContext, actor: Actor, id: number): Promise<Kpi> {
  await requireKpiUser(ctx, actor);
  return presentKpi(await ownKpi(ctx, actor, id));
}

/** A new KPI of the client's. */
export async function createKpi(ctx: AppContext, actor: Actor, input: KpiWrite): Promise<Kpi> {
  await requireKpiUser(ctx, actor);
  const row = await refusingDuplicates(() =>
    ctx.db.transaction(async (tx) => {
      await reflections.lockClientProfile(tx, actor.userId);
      if (await repo.nameTaken(tx, actor.userId, input.name)) throw nameExists();
      if (kpiLimitReached(await repo.countKpis(tx, actor.userId))) throw nonFieldError(KPI_LIMIT_REACHED);
      return repo.insertKpi(tx, { userId: actor.userId, name: input.name, survey: input.survey });
    }),
  );
  return presentKpi(row);
}

/** Renames a KPI or changes whether the reflection asks it. */
export async function updateKpi(ctx: AppContext, actor: Actor, id: number, input: KpiPatch): Promise<Kpi> {
  await requireKpiUser(ctx, actor);
  await ownKpi(ctx, actor, id);
  if (input.name !== undefined && (await repo.nameTaken(ctx.db, actor.userId, input.name, id)))
    throw nameExists();
  const row = await refusingDuplicates(() => repo.updateKpi(ctx.db, id, input));
  return presentKpi(row);
}

/** Deletes a KPI and its values. */
export async function deleteKpi(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await requireKpiUser(ctx, actor);
  await ownKpi(ctx, actor, id);
  await repo.deleteKpi(ctx.db, id);
}

/** Sets (or replaces) one KPI's value on one of the client's reflections. */
export async function recordKpiResult(
  ctx: AppContext,
  actor: Actor,
  input: KpiResultWrite,
): Promise<KpiResult> {
  await requireKpiUser(ctx, actor);
  const [kpi, reflection] = await Promise.all([
    repo.findKpi(ctx.db, input.kpi),
    reflections.findReflection(ctx.db, input.reflection),
  ]);
  const errors: Record<string, string[]> = {};
  if (!kpi || !ownsKpi(actor, kpi)) errors.kpi = [invalidPk(input.kpi)];
  if (!reflection || !ownsReflection(actor, reflection)) errors.reflection = [invalidPk(input.reflection)];
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  const [row] = await reflections.upsertKpiResults(ctx.db, input.reflection, [
    { kpi: input.kpi, result: input.result },
  ]);
  return presentKpiResult(row!);
}
