// Test helpers of the KPIs: builders and an in-memory KPI server.
import { PULSE_MESSAGES, type Kpi, type KpiChart, type KpiPatch, type KpiWrite } from '@tandem/shared';
import type { FakeResponse, FakeRoutes } from '../../test/fake-api';
import { pageOf } from '../../test/fake-requests';

/** A KPI of the client's, asked in the daily reflection. */
export function buildKpi(overrides: Partial<Kpi> = {}): Kpi {
  const id = overrides.id ?? 1;
  return { id, name: `KPI ${id}`, survey: true, created_at: '2025-03-01T09:00:00Z', ...overrides };
}

/** One KPI's chart as GET clients/kpis/chart_info/ returns it. */
export function buildKpiChart(overrides: Partial<KpiChart> = {}): KpiChart {
  return {
    id: 1,
    name: 'Steps',
    latest: 8000,
    points: [
      { date: '2025-03-03', value: 6000 },
      { date: '2025-03-04', value: 8000 },
    ],
    ...overrides,
  };
}

/** The fake API routes by path only, so every id a test may reach gets its own route. */
const ID_SPACE = 50;

/** A small KPI server following the contract: list, create (names unique per client), patch, delete. */
export function kpisServer(initial: Kpi[]) {
  const kpis: Kpi[] = structuredClone(initial);
  let nextId = Math.max(0, ...kpis.map((kpi) => kpi.id)) + 1;
  const notFound: FakeResponse = { status: 404, body: { detail: 'Not found.' } };
  const taken = (name: string, except?: number) =>
    kpis.some((kpi) => kpi.id !== except && kpi.name.toLowerCase() === name.toLowerCase());

  const routes: FakeRoutes = {
    'GET /api/clients/kpis/': () => ({ body: pageOf(kpis) }),
    'POST /api/clients/kpis/': ({ body }) => {
      const input = body as KpiWrite;
      if (taken(input.name)) return { status: 400, body: { name: [PULSE_MESSAGES.kpiExists] } };
      const kpi = buildKpi({ id: nextId++, name: input.name, survey: input.survey ?? true });
      kpis.push(kpi);
      return { status: 201, body: kpi };
    },
  };
  for (let id = 1; id <= ID_SPACE; id++) {
    routes[`PATCH /api/clients/kpis/${id}/`] = ({ body }) => {
      const kpi = kpis.find((each) => each.id === id);
      if (!kpi) return notFound;
      const patch = body as KpiPatch;
      if (patch.name !== undefined && taken(patch.name, id)) {
        return { status: 400, body: { name: [PULSE_MESSAGES.kpiExists] } };
      }
      Object.assign(kpi, patch);
      return { body: kpi };
    };
    routes[`DELETE /api/clients/kpis/${id}/`] = () => {
      const index = kpis.findIndex((each) => each.id === id);
      if (index < 0) return notFound;
      kpis.splice(index, 1);
      return { status: 204 };
    };
  }
  return { routes, kpis };
}
