import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, PULSE_MESSAGES } from '@tandem/shared';
import { buildCoach } from '../../../test/factories';
import type { FakeRoutes } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { buildSurvey, surveyRoutes } from '../testing';

const coach = buildCoach();
const CREATE = 'POST /api/coaches/pulse-surveys/';
const SLOW = { timeout: 60_000 };
const created = buildSurvey({ id: 9, name: 'Energy' });

function renderNew(api: FakeRoutes = {}) {
  return renderApp('/pulse-surveys-new', {
    user: coach,
    api: { ...surveyRoutes(created), [CREATE]: { status: 201, body: created }, ...api },
  });
}

describe('new pulse survey', SLOW, () => {
  it('sends the name, then opens the new survey', async () => {
    const { user, server, router } = renderNew();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), ' Energy ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/pulse-surveys/9'));
    expect(server.callsTo(CREATE).map((call) => call.body)).toEqual([{ name: 'Energy' }]);
    expect(await screen.findByRole('heading', { name: 'Energy' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it("needs a name: 'Pulse Surveys require names'", async () => {
    const { user, server } = renderNew();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      PULSE_MESSAGES.surveyNameRequired,
    );
    expect(server.callsTo(CREATE)).toHaveLength(0);
  });

  it("shows the server's name error under the name, and stays", async () => {
    const { user, router } = renderNew({
      [CREATE]: { status: 400, body: { name: ['Ensure this field has no more than 200 characters.'] } },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Energy');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
        'Ensure this field has no more than 200 characters.',
      ),
    );
    expect(router.state.location.pathname).toBe('/pulse-surveys-new');
  });

  it('says the server error when the server fails', async () => {
    const { user, router } = renderNew({ [CREATE]: { status: 500, body: {} } });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Energy');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.serverError)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pulse-surveys-new');
  });
});
