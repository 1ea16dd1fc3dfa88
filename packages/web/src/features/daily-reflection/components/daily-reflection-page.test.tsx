import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KPI_VALUE_MESSAGES, MESSAGES, PULSE_MESSAGES, type ClientReflection } from '@tandem/shared';
import type { FakeRoutes } from '../../../test/fake-api';
import { buildClient } from '../../../test/factories';
import { renderApp } from '../../../test/render';
import { queriesTo } from '../../../test/fake-requests';
import { buildAnswer, buildReflection } from '../testing';
import { ANSWER_NEEDED } from '../utils/reflection-form';

// Each test renders the whole app; on a loaded machine that can take longer than the default.
configure({ asyncUtilTimeout: 5_000 });
const SLOW = { timeout: 30_000 };
const client = buildClient();
const START = 'POST /api/clients/surveys/';
const today = buildReflection();
const patchKey = (token: string) => `PATCH /api/clients/surveys/${token}/`;
const getKey = (token: string) => `GET /api/clients/surveys/${token}/`;

/** Answers the save as the server would: the reflection, completed. */
const savedAs =
  (reflection: ClientReflection) =>
  ({ body }: { body: unknown }) => ({
    body: { ...reflection, ...(body as object), completed_at: '2025-03-05T19:00:00Z' },
  });

function renderReflection(path: string, api: FakeRoutes) {
  return renderApp(path, { user: client, api });
}

const statement = (text: string) => screen.getByRole('radiogroup', { name: text });
const rate = async (user: ReturnType<typeof renderReflection>['user'], text: string, rating: number) =>
  user.click(within(statement(text)).getByRole('radio', { name: String(rating) }));

describe('daily reflection', SLOW, () => {
  it("asks for today's reflection once and shows the intro, statements, KPIs, question and Private", async () => {
    const { server } = renderReflection('/daily-reflection', {
      [START]: { status: 201, body: buildReflection({ private: true }) },
    });
    expect(await screen.findByText(PULSE_MESSAGES.intro)).toBeInTheDocument();
    expect(screen.getByText(PULSE_MESSAGES.instructions)).toBeInTheDocument();

    const energetic = statement('I felt energetic today.');
    expect(
      within(energetic)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(energetic).toHaveAccessibleDescription('1 is Strongly Disagree, 7 is Strongly Agree');
    expect(statement('I made progress on what matters to me.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Steps' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'What is on your mind today?' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Private' })).toBeChecked();
    expect(screen.getByText('Wed, Mar 5, 2025')).toBeInTheDocument();

    expect(server.callsTo(START).map((call) => call.body)).toEqual([{ daily_survey: true }]);
  });

  it('keeps a KPI as typed, says at once why a value cannot be read, and saves 6,5 as 6.5', async () => {
    const { user, server, router } = renderReflection('/daily-reflection', {
      [START]: { body: today },
      [patchKey(today.token)]: savedAs(today),
    });
    const steps = await screen.findByRole('textbox', { name: 'Steps' });
    await user.type(steps, '8a');
    // Nothing typed is dropped: the field keeps it and says what is wrong, at the field.
    expect(steps).toHaveValue('8a');
    expect(steps).toHaveAccessibleDescription(KPI_VALUE_MESSAGES.notANumber);
    await user.clear(steps);
    await user.type(steps, '6,5');
    expect(steps).toHaveValue('6,5');
    expect(steps).not.toHaveAccessibleDescription(KPI_VALUE_MESSAGES.notANumber);
    await rate(user, 'I felt energetic today.', 5);
    await rate(user, 'I made progress on what matters to me.', 5);
    await user.type(screen.getByRole('textbox', { name: 'What is on your mind today?' }), 'Slept well.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/progress'));
    expect(server.callsTo(patchKey(today.token))[0]?.body).toMatchObject({
      kpi_results: [{ kpi: 4, result: 6.5 }],
    });
  });

  it('asks to fill everything out, and sends nothing, while anything is blank', async () => {
    const { user, server } = renderReflection('/daily-reflection', { [START]: { body: today } });
    await screen.findByText(PULSE_MESSAGES.intro);
    await rate(user, 'I felt energetic today.', 5);
    await user.type(screen.getByRole('textbox', { name: 'Steps' }), '8000');
    await user.type(screen.getByRole('textbox', { name: 'What is on your mind today?' }), 'A calm day.');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PULSE_MESSAGES.fillEverything)).toBeInTheDocument();
    // The unrated statement says so itself (issue 22), and the rated one does not.
    expect(
      screen.getByRole('radiogroup', { name: 'I made progress on what matters to me.' }),
    ).toHaveAccessibleDescription(expect.stringContaining(ANSWER_NEEDED));
    expect(
      screen.getByRole('radiogroup', { name: 'I felt energetic today.' }),
    ).not.toHaveAccessibleDescription(expect.stringContaining(ANSWER_NEEDED));

    // Every statement answered now, but the text cleared.
    await rate(user, 'I made progress on what matters to me.', 2);
    await user.clear(screen.getByRole('textbox', { name: 'What is on your mind today?' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(PULSE_MESSAGES.fillEverything)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'What is on your mind today?' })).toHaveAccessibleDescription(
      ANSWER_NEEDED,
    );
    expect(
      screen.getByRole('radiogroup', { name: 'I made progress on what matters to me.' }),
    ).not.toHaveAccessibleDescription(expect.stringContaining(ANSWER_NEEDED));
    expect(server.calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it('saves the whole reflection, says so and goes to /progress', async () => {
    const { user, server, router } = renderReflection('/daily-reflection', {
      [START]: { body: today },
      [patchKey(today.token)]: savedAs(today),
    });
    await screen.findByText(PULSE_MESSAGES.intro);
    await rate(user, 'I felt energetic today.', 3);
    await rate(user, 'I made progress on what matters to me.', 7);
    await rate(user, 'I felt energetic today.', 6);
    await user.type(screen.getByRole('textbox', { name: 'Steps' }), '12000');
    await user.type(screen.getByRole('textbox', { name: 'What is on your mind today?' }), '  A calm day. ');
    await user.click(screen.getByRole('checkbox', { name: 'Private' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(PULSE_MESSAGES.saved)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/progress'));
    expect(server.callsTo(patchKey(today.token)).map((call) => call.body)).toEqual([
      {
        answers: [
          { id: 31, answer: 6 },
          { id: 32, answer: 7 },
        ],
        kpi_results: [{ kpi: 4, result: 12000 }],
        reflection: 'A calm day.',
        private: true,
      },
    ]);
    // A completed reflection may earn a raffle ticket: the raffle asks about this one.
    await waitFor(() =>
      expect(queriesTo('/api/clients/raffles/eligible_for_reward/').map((query) => query.toString())).toEqual(
        [`reward=reflection&entry=${today.id}`],
      ),
    );
  });

  it("shows the server's message when the save is refused, and stays", async () => {
    const { user, router } = renderReflection('/daily-reflection', {
      [START]: {
        body: buildReflection({
          answers: [buildAnswer({ id: 31, question_text: 'I slept well.' })],
          kpis: [],
        }),
      },
      [patchKey(today.token)]: {
        status: 400,
        body: { non_field_errors: [PULSE_MESSAGES.unknownAnswer] },
      },
    });
    await screen.findByText(PULSE_MESSAGES.intro);
    await rate(user, 'I slept well.', 4);
    await user.type(screen.getByRole('textbox', { name: 'What is on your mind today?' }), 'Fine.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(PULSE_MESSAGES.unknownAnswer)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/daily-reflection');
  });

  it("shows the server's text when no survey is assigned", async () => {
    renderReflection('/daily-reflection', {
      [START]: { status: 400, body: { detail: PULSE_MESSAGES.noSurveyAssigned } },
    });
    expect(await screen.findByText(PULSE_MESSAGES.noSurveyAssigned)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('says so when the server fails', async () => {
    renderReflection('/daily-reflection', { [START]: { status: 500, body: {} } });
    expect(await screen.findByText(MESSAGES.serverError)).toBeInTheDocument();
  });
});

describe('a reflection opened by its token', SLOW, () => {
  const done = buildReflection({
    token: 'tok-old',
    day: '2025-03-01',
    completed_at: '2025-03-01T19:00:00Z',
    answers: [
      buildAnswer({ id: 41, question_text: 'I felt energetic today.', answer: 2 }),
      buildAnswer({ id: 42, question_text: 'I made progress on what matters to me.', answer: 5 }),
    ],
    kpis: [{ kpi: 4, name: 'Steps', result: 900 }],
    reflection: 'Tired but fine.',
    private: true,
  });

  it('loads it with GET, filled in, and saves it again', async () => {
    const { user, server, router } = renderReflection('/daily-reflection/tok-old', {
      [getKey('tok-old')]: { body: done },
      [patchKey('tok-old')]: savedAs(done),
    });
    const energetic = await screen.findByRole('radiogroup', { name: 'I felt energetic today.' });
    expect(within(energetic).getByRole('radio', { name: '2' })).toBeChecked();
    expect(
      within(statement('I made progress on what matters to me.')).getByRole('radio', { name: '5' }),
    ).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Steps' })).toHaveValue('900');
    expect(screen.getByRole('textbox', { name: 'What is on your mind today?' })).toHaveValue(
      'Tired but fine.',
    );
    expect(screen.getByRole('checkbox', { name: 'Private' })).toBeChecked();
    expect(screen.getByText(/You have answered this reflection/)).toBeInTheDocument();
    expect(server.callsTo(START)).toHaveLength(0);
    expect(server.callsTo(getKey('tok-old'))).toHaveLength(1);

    await rate(user, 'I felt energetic today.', 4);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/progress'));
    expect(server.callsTo(patchKey('tok-old')).map((call) => call.body)).toEqual([
      {
        answers: [
          { id: 41, answer: 4 },
          { id: 42, answer: 5 },
        ],
        kpi_results: [{ kpi: 4, result: 900 }],
        reflection: 'Tired but fine.',
        private: true,
      },
    ]);
  });

  it('is reached from /pulse-survey/{token} too', async () => {
    const { server } = renderReflection('/pulse-survey/tok-old', { [getKey('tok-old')]: { body: done } });
    expect(await screen.findByRole('radiogroup', { name: 'I felt energetic today.' })).toBeInTheDocument();
    expect(server.callsTo(START)).toHaveLength(0);
  });

  it('says when it cannot be found', async () => {
    renderReflection('/daily-reflection/nope', {});
    expect(await screen.findByText(MESSAGES.notFound)).toBeInTheDocument();
  });
});
