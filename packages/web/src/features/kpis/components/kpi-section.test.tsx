import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, PULSE_MESSAGES } from '@tandem/shared';
import type { FakeRoutes } from '../../../test/fake-api';
import { pageOf, queriesTo } from '../../../test/fake-requests';
import { renderWithProviders } from '../../../test/render';
import { buildKpi, kpisServer } from '../testing';
import { ASK_IN_REFLECTION, KpiSection } from './kpi-section';

const SLOW = { timeout: 30_000 };
const BLANK = 'This field may not be blank.';

const steps = buildKpi({ id: 1, name: 'Steps', survey: true });
const sleep = buildKpi({ id: 2, name: 'Hours slept', survey: false });

function renderSection(api: FakeRoutes) {
  return renderWithProviders(<KpiSection />, { api });
}

const kpiList = () => screen.findByRole('list', { name: 'KPIs' });
const rowTexts = async () =>
  within(await kpiList())
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const writes = (server: ReturnType<typeof renderSection>['server']) =>
  server.calls.filter((call) => call.method !== 'GET').map((call) => [call.method, call.path, call.body]);

describe('KPI section', SLOW, () => {
  it('lists the KPIs, marking those asked in the daily reflection, loaded 500 at a time', async () => {
    renderSection(kpisServer([steps, sleep]).routes);
    expect(screen.getByRole('region', { name: 'KPIs' })).toBeInTheDocument();
    expect(await rowTexts()).toEqual(['StepsIn daily reflection', 'Hours slept']);
    expect(queriesTo('/api/clients/kpis/').map((query) => Object.fromEntries(query))).toEqual([
      { limit: '500' },
    ]);
  });

  it('says when there are none', async () => {
    renderSection({ 'GET /api/clients/kpis/': { body: pageOf([]) } });
    expect(await screen.findByText(/You track no KPIs yet/)).toBeInTheDocument();
  });

  it('says when the KPIs cannot be loaded', async () => {
    renderSection({ 'GET /api/clients/kpis/': { status: 500, body: {} } });
    expect(await screen.findByText('Your KPIs could not be loaded.')).toBeInTheDocument();
  });

  it('adds a KPI, asked in the reflection unless switched off, after checking the name', async () => {
    const { user, server } = renderSection(kpisServer([steps]).routes);
    await kpiList();
    await user.click(screen.getByRole('button', { name: 'Add KPI' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New KPI' }));
    expect(dialog.getByRole('switch', { name: ASK_IN_REFLECTION })).toBeChecked();

    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByLabelText(/Name/)).toHaveAccessibleDescription(BLANK);
    expect(writes(server)).toEqual([]);

    await user.type(dialog.getByLabelText(/Name/), '  Glasses of water ');
    await user.click(dialog.getByRole('switch', { name: ASK_IN_REFLECTION }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(PULSE_MESSAGES.saved)).toBeInTheDocument();
    expect(writes(server)).toEqual([
      ['POST', '/api/clients/kpis/', { name: 'Glasses of water', survey: false }],
    ]);
    await waitFor(async () =>
      expect(await rowTexts()).toEqual(['StepsIn daily reflection', 'Glasses of water']),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's message under the name and keeps the form open", async () => {
    const { user } = renderSection(kpisServer([steps]).routes);
    await kpiList();
    await user.click(screen.getByRole('button', { name: 'Add KPI' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New KPI' }));
    await user.type(dialog.getByLabelText(/Name/), 'steps');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(dialog.getByLabelText(/Name/)).toHaveAccessibleDescription(PULSE_MESSAGES.kpiExists),
    );
    expect(screen.getByRole('dialog', { name: 'New KPI' })).toBeInTheDocument();
  });

  it('shows a message that is about no field in the form', async () => {
    const { user } = renderSection({
      'GET /api/clients/kpis/': { body: pageOf([]) },
      'POST /api/clients/kpis/': { status: 400, body: { non_field_errors: ['You have too many KPIs.'] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add KPI' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New KPI' }));
    await user.type(dialog.getByLabelText(/Name/), 'Steps');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('You have too many KPIs.');
  });

  it('renames a KPI and changes whether the reflection asks it', async () => {
    const { user, server } = renderSection(kpisServer([steps, sleep]).routes);
    await kpiList();
    await user.click(screen.getByRole('button', { name: 'Edit Hours slept' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit KPI' }));
    expect(dialog.getByLabelText(/Name/)).toHaveValue('Hours slept');
    expect(dialog.getByRole('switch', { name: ASK_IN_REFLECTION })).not.toBeChecked();

    await user.clear(dialog.getByLabelText(/Name/));
    await user.type(dialog.getByLabelText(/Name/), 'Hours of sleep');
    await user.click(dialog.getByRole('switch', { name: ASK_IN_REFLECTION }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(PULSE_MESSAGES.saved)).toBeInTheDocument();
    expect(writes(server)).toEqual([
      ['PATCH', '/api/clients/kpis/2/', { name: 'Hours of sleep', survey: true }],
    ]);
    await waitFor(async () =>
      expect(await rowTexts()).toEqual(['StepsIn daily reflection', 'Hours of sleepIn daily reflection']),
    );
  });

  it('deletes a KPI only once confirmed', async () => {
    const { user, server } = renderSection(kpisServer([steps, sleep]).routes);
    await kpiList();

    await user.click(screen.getByRole('button', { name: 'Delete Steps' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete KPI' });
    expect(dialog).toHaveTextContent('Delete the KPI “Steps”?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(server)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Steps' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete KPI' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(PULSE_MESSAGES.deleted)).toBeInTheDocument();
    expect(writes(server)).toEqual([['DELETE', '/api/clients/kpis/1/', undefined]]);
    await waitFor(async () => expect(await rowTexts()).toEqual(['Hours slept']));
  });

  it('says when a delete fails and keeps the KPI', async () => {
    const { user } = renderSection({
      'GET /api/clients/kpis/': { body: pageOf([steps]) },
      'DELETE /api/clients/kpis/1/': { status: 500, body: {} },
    });
    await kpiList();
    await user.click(screen.getByRole('button', { name: 'Delete Steps' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete KPI' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.serverError)).toBeInTheDocument();
    expect(await rowTexts()).toEqual(['StepsIn daily reflection']);
  });
});
