import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES, PULSE_MESSAGES, type ClientSummary } from '@tandem/shared';
import { buildCoach, buildProfile } from '../../../test/factories';
import type { FakeRoutes } from '../../../test/fake-api';
import { currentQuery, pageOf, queriesTo } from '../../../test/fake-requests';
import { giveElementsABox } from '../../../test/give-elements-a-box';
import { renderApp } from '../../../test/render';
import { buildClientSummary } from '../../clients/testing';
import { CLIENTS_ROUTE, buildSurvey, surveyRoutes } from '../testing';

const coach = buildCoach();
const SLOW = { timeout: 60_000 };
const PAGE = { timeout: 5000 };
const survey = buildSurvey({ id: 5, name: 'Energy' });

const client = (id: number, first: string, assignedSurvey: number | null) =>
  buildClientSummary({
    id,
    first_name: first,
    last_name: 'Doe',
    email: `${first.toLowerCase()}@example.com`,
    client_profile: buildProfile({ id: id + 100, coach: 3, assigned_pulse_survey: assignedSurvey }),
  });

const jane = client(21, 'Jane', 5);
const john = client(22, 'John', 1);
const mary = client(23, 'Mary', null);

/** Serves the assigned clients from a list the profile PATCHes change, as the server would. */
function renderClients(api: FakeRoutes = {}) {
  let all: ClientSummary[] = [jane, john, mary];
  const patchProfile = (profileId: number, body: Record<string, unknown>) => {
    all = all.map((one) =>
      one.client_profile.id === profileId
        ? { ...one, client_profile: { ...one.client_profile, ...body } }
        : one,
    );
    return { body: all.find((one) => one.client_profile.id === profileId) };
  };
  return renderApp('/pulse-surveys/5', {
    user: coach,
    api: {
      ...surveyRoutes(survey),
      [CLIENTS_ROUTE]: () => {
        const bySurvey = currentQuery().get('client_profile__assigned_pulse_survey');
        return {
          body: pageOf(
            bySurvey
              ? all.filter((one) => String(one.client_profile.assigned_pulse_survey) === bySurvey)
              : all,
          ),
        };
      },
      'PATCH /api/coaches/client-profiles/121/': ({ body }) =>
        patchProfile(121, body as Record<string, unknown>),
      'PATCH /api/coaches/client-profiles/123/': ({ body }) =>
        patchProfile(123, body as Record<string, unknown>),
      ...api,
    },
  });
}

const assignedList = () => screen.findByRole('list', { name: 'Assigned clients' }, PAGE);

beforeEach(() => giveElementsABox());

describe('pulse survey: assigned clients', SLOW, () => {
  it('lists the clients who have the survey, asked by survey among all clients', async () => {
    renderClients();
    const list = await assignedList();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Jane Doe']);
    expect(within(list).getByText('jane@example.com')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Jane Doe' })).toHaveAttribute('href', '/client-detail/21');
    const asked = queriesTo('/api/coaches/clients/').map((query) => Object.fromEntries(query));
    expect(asked).toContainEqual({
      client_profile__assigned_pulse_survey: '5',
      filter: 'all',
      limit: '1000',
    });
    expect(asked).toContainEqual({ filter: 'active', limit: '1000' });
  });

  it("revokes: turns the survey and self reflection off, says 'Revoked'", async () => {
    const { user, server } = renderClients();
    await user.click(within(await assignedList()).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText(PULSE_MESSAGES.revoked)).toBeInTheDocument();
    expect(server.callsTo('PATCH /api/coaches/client-profiles/121/').map((call) => call.body)).toEqual([
      { assigned_pulse_survey: null, allow_self_reflect: false },
    ]);
    expect(await screen.findByText('No clients have this pulse survey yet.', {}, PAGE)).toBeInTheDocument();
  });

  it("shows the server's reason when a revoke is refused", async () => {
    const { user } = renderClients({
      'PATCH /api/coaches/client-profiles/121/': {
        status: 400,
        body: { allow_self_reflect: [CLIENT_MESSAGES.homeMustBeEnabled] },
      },
    });
    await user.click(within(await assignedList()).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(CLIENT_MESSAGES.homeMustBeEnabled)).toBeInTheDocument();
    expect(screen.queryByText(PULSE_MESSAGES.revoked)).not.toBeInTheDocument();
    expect(within(await assignedList()).getByRole('listitem', { name: 'Jane Doe' })).toBeInTheDocument();
  });

  it("adds a client who does not have it: assigns it with self reflection on, says 'Saved'", async () => {
    const { user, server } = renderClients();
    await assignedList();
    const picker = screen.getByRole('textbox', { name: 'Add Client' });
    await waitFor(() => expect(picker).toBeEnabled());
    await user.click(picker);
    const options = await screen.findAllByRole('option');
    // Jane has it already; John (on another survey) and Mary (on none) may get it.
    expect(options.map((option) => option.textContent)).toEqual([
      'John Doe (john@example.com)',
      'Mary Doe (mary@example.com)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Mary Doe (mary@example.com)' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByText(PULSE_MESSAGES.saved)).toBeInTheDocument();
    expect(server.callsTo('PATCH /api/coaches/client-profiles/123/').map((call) => call.body)).toEqual([
      { assigned_pulse_survey: 5, allow_self_reflect: true },
    ]);
    expect(
      await within(await assignedList()).findByRole('listitem', { name: 'Mary Doe' }),
    ).toBeInTheDocument();
  });

  it('does not add without a chosen client', async () => {
    const { server } = renderClients();
    await assignedList();
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    expect(server.calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });
});
