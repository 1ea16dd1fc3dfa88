import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@tandem/shared';
import type { FakeRoutes } from '../../../test/fake-api';
import { buildClient } from '../../../test/factories';
import { currentQuery, queriesTo } from '../../../test/fake-requests';
import { giveElementsABox } from '../../../test/give-elements-a-box';
import { renderApp } from '../../../test/render';
import { buildKpiChart } from '../../kpis/testing';
import { buildDimensionGraph, buildProgressInfo } from '../testing';

const SLOW = { timeout: 30_000 };
configure({ asyncUtilTimeout: 5_000 });
const client = buildClient();
const INFO = '/api/clients/surveys/info/';
const CHARTS = '/api/clients/kpis/chart_info/';

const info = buildProgressInfo({
  exercises: { completed: 3, due: 4 },
  reflections: { completed: 5, due: 8 },
  dimensions: [
    buildDimensionGraph({ id: 1, name: 'Energy', average: 0.7 }),
    buildDimensionGraph({ id: 2, name: 'Focus', average: 0.95, color: '#7950f2' }),
    buildDimensionGraph({ id: 3, name: 'Connection', average: null, points: [] }),
  ],
});
const charts = [
  buildKpiChart({ id: 1, name: 'Steps', latest: 8000 }),
  buildKpiChart({ id: 3, name: 'Hours of sleep', latest: 6.5 }),
  buildKpiChart({ id: 2, name: 'Hours slept', latest: null, points: [] }),
];

function renderProgress(api: FakeRoutes = {}) {
  return renderApp('/progress', {
    user: client,
    api: { [`GET ${INFO}`]: { body: info }, [`GET ${CHARTS}`]: { body: charts }, ...api },
  });
}

beforeEach(() => giveElementsABox());

describe('progress', SLOW, () => {
  it('shows the completed-exercise percentage and the reflections answered over the last 30 days', async () => {
    renderProgress();
    const exercises = await screen.findByRole('group', { name: 'Completed exercises' });
    expect(within(exercises).getByText('75%')).toBeInTheDocument();
    expect(within(exercises).getByText('3 of 4 exercises')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Daily reflections' })).toHaveTextContent(
      '5 of 8daily reflections answered',
    );
    expect(screen.getByRole('textbox', { name: 'Period' })).toHaveValue('Last 30 days');
    expect(queriesTo(INFO).map((query) => query.get('since'))).toEqual(['30']);
    expect(queriesTo(CHARTS).map((query) => query.get('since'))).toEqual(['30']);
  });

  it('shows 0% when no exercise was due', async () => {
    renderProgress({
      [`GET ${INFO}`]: { body: buildProgressInfo({ exercises: { completed: 0, due: 0 } }) },
    });
    const exercises = await screen.findByRole('group', { name: 'Completed exercises' });
    expect(within(exercises).getByText('0%')).toBeInTheDocument();
  });

  it('shows a card per KPI with its latest value', async () => {
    renderProgress();
    const steps = await screen.findByRole('group', { name: 'Steps' });
    // The big number; the chart's axis may show the same figure.
    // The big number, written as the reader writes numbers (this test's locale is English).
    expect(within(steps).getByText('8,000', { selector: 'p' })).toBeInTheDocument();
    const sleep = screen.getByRole('group', { name: 'Hours of sleep' });
    expect(within(sleep).getByText('6.5', { selector: 'p' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Hours slept' })).getByText('–')).toBeInTheDocument();
  });

  it('shows a well-being graph per dimension with its word', async () => {
    renderProgress();
    const energy = await screen.findByRole('group', { name: 'Energy' });
    expect(within(energy).getByText('Good')).toBeInTheDocument();
    expect(energy.querySelector('.recharts-responsive-container')).not.toBeNull();
    expect(within(screen.getByRole('group', { name: 'Focus' })).getByText('Great')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Connection' })).getByText('N/A')).toBeInTheDocument();
  });

  it('asks again for another period', async () => {
    const { user } = renderProgress({
      [`GET ${INFO}`]: () => ({
        body: buildProgressInfo({
          since: Number(currentQuery().get('since')),
          exercises:
            currentQuery().get('since') === '90' ? { completed: 9, due: 10 } : { completed: 1, due: 2 },
        }),
      }),
    });
    await screen.findByText('50%');
    await user.click(screen.getByRole('textbox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: 'Last 90 days' }));

    expect(await screen.findByText('90%')).toBeInTheDocument();
    expect(queriesTo(INFO).map((query) => query.get('since'))).toEqual(['30', '90']);
    await waitFor(() => expect(queriesTo(CHARTS).map((query) => query.get('since'))).toEqual(['30', '90']));
  });

  it('says when the figures cannot be loaded', async () => {
    renderProgress({ [`GET ${INFO}`]: { status: 500, body: {} } });
    expect(await screen.findByText(MESSAGES.serverError)).toBeInTheDocument();
  });
});
