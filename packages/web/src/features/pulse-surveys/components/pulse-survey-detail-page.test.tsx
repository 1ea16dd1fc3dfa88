import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, PULSE_MESSAGES, type PulseSurvey } from '@tandem/shared';
import { buildCoach } from '../../../test/factories';
import type { FakeRoutes } from '../../../test/fake-api';
import { pageOf } from '../../../test/fake-requests';
import { renderApp } from '../../../test/render';
import { buildClientSummary } from '../../clients/testing';
import {
  SURVEYS_ROUTE,
  buildDefaultSurvey,
  buildDimension,
  buildQuestion,
  buildSurvey,
  surveyRoutes,
} from '../testing';

const coach = buildCoach();
const SLOW = { timeout: 60_000 };
/** The detail page renders a lot; jsdom needs more than findBy's default second for it. */
const PAGE = { timeout: 5000 };
const survey = buildSurvey({ id: 5, name: 'Energy', daily_num_questions: 3, private: false });
const DETAIL = '/api/coaches/pulse-surveys/5/';

function renderDetail(api: FakeRoutes = {}, shown: PulseSurvey = survey) {
  return renderApp(`/pulse-surveys/${shown.id}`, {
    user: coach,
    api: { ...surveyRoutes(shown), [SURVEYS_ROUTE]: { body: pageOf([shown]) }, ...api },
  });
}

const settingsForm = async () =>
  within(await screen.findByRole('form', { name: 'Pulse survey settings' }, PAGE));

describe('pulse survey detail: settings', SLOW, () => {
  it("shows the survey's settings and saves them with PATCH: 'Saved'", async () => {
    const { user, server } = renderDetail({
      [`PATCH ${DETAIL}`]: ({ body }) => ({ body: { ...survey, ...(body as object) } }),
    });
    const settings = await settingsForm();
    expect(settings.getByRole('textbox', { name: 'Name' })).toHaveValue('Energy');
    expect(settings.getByRole('textbox', { name: 'Open Ended Question' })).toHaveValue(
      'What is on your mind today?',
    );
    expect(settings.getByRole('textbox', { name: 'Daily Number of Questions' })).toHaveValue('3');
    expect(settings.getByRole('checkbox', { name: 'Private' })).not.toBeChecked();
    expect(settings.getByText('Reflections start as private')).toBeInTheDocument();

    const name = settings.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Energy Daily');
    const question = settings.getByRole('textbox', { name: 'Open Ended Question' });
    await user.clear(question);
    await user.type(question, 'What gave you energy?');
    const daily = settings.getByRole('textbox', { name: 'Daily Number of Questions' });
    await user.clear(daily);
    await user.type(daily, '5');
    await user.click(settings.getByRole('checkbox', { name: 'Private' }));
    await user.click(settings.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(PULSE_MESSAGES.saved)).toBeInTheDocument();
    expect(server.callsTo(`PATCH ${DETAIL}`).map((call) => call.body)).toEqual([
      {
        name: 'Energy Daily',
        open_ended_question: 'What gave you energy?',
        daily_num_questions: 5,
        private: true,
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Energy Daily' }, PAGE)).toBeInTheDocument();
  });

  it("needs a name: 'Pulse Surveys require names'", async () => {
    const { user, server } = renderDetail();
    const settings = await settingsForm();
    await user.clear(settings.getByRole('textbox', { name: 'Name' }));
    await user.click(settings.getByRole('button', { name: 'Save' }));
    expect(settings.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      PULSE_MESSAGES.surveyNameRequired,
    );
    expect(server.callsTo(`PATCH ${DETAIL}`)).toHaveLength(0);
  });

  it.each([
    [403, PULSE_MESSAGES.saveNoRights],
    [400, PULSE_MESSAGES.saveNoRights],
    [500, MESSAGES.serverError],
  ])('says the spec message when a save gets %i', async (status, message) => {
    const { user } = renderDetail({
      [`PATCH ${DETAIL}`]: { status, body: { detail: 'The server says so.' } },
    });
    const settings = await settingsForm();
    await user.click(settings.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(PULSE_MESSAGES.saved)).not.toBeInTheDocument();
  });

  it('says when the survey does not exist or is not visible', async () => {
    renderApp('/pulse-surveys/77', { user: coach });
    expect(await screen.findByText('Pulse survey not found', {}, PAGE)).toBeInTheDocument();
  });

  it('links to the preview', async () => {
    const { user, router } = renderDetail();
    await screen.findByRole('heading', { name: 'Energy' }, PAGE);
    await user.click(screen.getByRole('link', { name: 'Preview' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pulse-surveys/5/preview'));
  });
});

describe('pulse survey detail: delete', SLOW, () => {
  async function deleteSurvey(api: FakeRoutes) {
    const rendered = renderDetail(api);
    await screen.findByRole('heading', { name: 'Energy' }, PAGE);
    await rendered.user.click(screen.getByRole('button', { name: 'Delete Survey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Pulse Survey' });
    expect(rendered.server.callsTo(`DELETE ${DETAIL}`)).toHaveLength(0);
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    return rendered;
  }

  it("deletes after a confirmation, says 'Deleted' and goes back to the list", async () => {
    const { server, router } = await deleteSurvey({ [`DELETE ${DETAIL}`]: { status: 204 } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pulse-surveys'));
    expect(await screen.findByText(PULSE_MESSAGES.deleted)).toBeInTheDocument();
    expect(server.callsTo(`DELETE ${DETAIL}`)).toHaveLength(1);
  });

  it.each([
    [400, PULSE_MESSAGES.deleteInUse],
    [404, PULSE_MESSAGES.deleteNoRights],
    [500, MESSAGES.serverError],
  ])('says the spec message when the server answers %i, and stays', async (status, message) => {
    const { router } = await deleteSurvey({
      [`DELETE ${DETAIL}`]: { status, body: { detail: 'The server says so.' } },
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pulse-surveys/5');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete Pulse Survey' })).not.toBeInTheDocument(),
    );
  });
});

describe('pulse survey detail: read-only survey', SLOW, () => {
  it('shows everything disabled, with a note, and keeps preview and the client assignment', async () => {
    const fallback = buildDefaultSurvey({ daily_num_questions: 1 });
    const graph = buildDimension({ id: 31, name: 'Energy', pulse_survey: [1], editable: false });
    const statement = buildQuestion({ id: 41, question: 'I slept well', pulse_survey: 1, editable: false });
    const jane = buildClientSummary({ id: 21 });
    renderDetail(
      surveyRoutes(fallback, {
        dimensions: [graph],
        questions: [statement],
        assigned: [jane],
        active: [jane],
      }),
      fallback,
    );

    expect(await screen.findByRole('heading', { name: 'Daily Reflection' }, PAGE)).toBeInTheDocument();
    expect(screen.getByText('Default')).toBeInTheDocument();
    expect(
      screen.getByText('You can preview this pulse survey and give it to your clients, but not change it.'),
    ).toBeInTheDocument();

    const settings = await settingsForm();
    expect(settings.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(settings.getByRole('textbox', { name: 'Open Ended Question' })).toBeDisabled();
    expect(settings.getByRole('textbox', { name: 'Daily Number of Questions' })).toBeDisabled();
    expect(settings.getByRole('checkbox', { name: 'Private' })).toBeDisabled();
    expect(settings.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

    await screen.findByRole('list', { name: 'Graphs' }, PAGE);
    await screen.findByRole('list', { name: 'Questions' }, PAGE);
    for (const name of [
      'Delete Survey',
      'Add Graph',
      'Add Question',
      'Edit Energy',
      'Delete Energy',
      'Edit I slept well',
      'Delete I slept well',
    ]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', '/pulse-surveys/1/preview');
    const assigned = await screen.findByRole('list', { name: 'Assigned clients' }, PAGE);
    expect(within(assigned).getByRole('button', { name: 'Revoke' })).toBeEnabled();
  });

  it("badges a company's survey as Managed", async () => {
    const managed = buildSurvey({ id: 6, name: 'Team Pulse', editable: false, owner: null, company: 1 });
    renderDetail(surveyRoutes(managed), managed);
    expect(await screen.findByRole('heading', { name: 'Team Pulse' }, PAGE)).toBeInTheDocument();
    expect(screen.getByText('Managed')).toBeInTheDocument();
    expect(screen.getByText('Managed by your company')).toBeInTheDocument();
  });
});
