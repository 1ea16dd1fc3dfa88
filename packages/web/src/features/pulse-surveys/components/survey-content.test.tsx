import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { HABIT_MESSAGES, PULSE_MESSAGES, type PulseDimension, type PulseQuestion } from '@tandem/shared';
import { buildCoach } from '../../../test/factories';
import type { FakeRoutes } from '../../../test/fake-api';
import { pageOf, queriesTo } from '../../../test/fake-requests';
import { giveElementsABox } from '../../../test/give-elements-a-box';
import { renderApp } from '../../../test/render';
import {
  DIMENSIONS_ROUTE,
  QUESTIONS_ROUTE,
  buildDimension,
  buildQuestion,
  buildSurvey,
  surveyRoutes,
} from '../testing';

const coach = buildCoach();
const SLOW = { timeout: 60_000 };
const PAGE = { timeout: 5000 };
const BLANK = 'This field may not be blank.';
const survey = buildSurvey({ id: 5, name: 'Energy', daily_num_questions: 2 });
const sleep = buildDimension({ id: 30, name: 'Sleep', graph_color: '#7950f2', questions_count: 2 });
const mood = buildDimension({ id: 31, name: 'Mood', graph: false, questions_count: 1 });

/** Serves the graphs and statements from lists the handlers below change, as the server would. */
function renderContent(
  {
    dimensions = [sleep, mood],
    questions = [],
  }: { dimensions?: PulseDimension[]; questions?: PulseQuestion[] },
  api: FakeRoutes = {},
) {
  let graphs = [...dimensions];
  let statements = [...questions];
  return renderApp('/pulse-surveys/5', {
    user: coach,
    api: {
      ...surveyRoutes(survey, { constructs: [{ name: 'Rest', questions_count: 2 }] }),
      [DIMENSIONS_ROUTE]: () => ({ body: pageOf(graphs) }),
      [QUESTIONS_ROUTE]: () => ({ body: pageOf(statements) }),
      'POST /api/coaches/pulse-dimensions/': ({ body }) => {
        const created = buildDimension({ id: 39, ...(body as Partial<PulseDimension>) });
        graphs = [...graphs, created];
        return { status: 201, body: created };
      },
      'PATCH /api/coaches/pulse-dimensions/30/': ({ body }) => {
        graphs = graphs.map((graph) =>
          graph.id === 30 ? { ...graph, ...(body as Partial<PulseDimension>) } : graph,
        );
        return { body: graphs.find((graph) => graph.id === 30) };
      },
      'DELETE /api/coaches/pulse-dimensions/30/': () => {
        graphs = graphs.filter((graph) => graph.id !== 30);
        return { status: 204 };
      },
      'POST /api/coaches/pulse-questions/': ({ body }) => {
        const created = buildQuestion({ id: 49, ...(body as Partial<PulseQuestion>) });
        statements = [...statements, created];
        return { status: 201, body: created };
      },
      'PATCH /api/coaches/pulse-questions/40/': ({ body }) => {
        statements = statements.map((statement) =>
          statement.id === 40 ? { ...statement, ...(body as Partial<PulseQuestion>) } : statement,
        );
        return { body: statements.find((statement) => statement.id === 40) };
      },
      'DELETE /api/coaches/pulse-questions/40/': () => {
        statements = statements.filter((statement) => statement.id !== 40);
        return { status: 204 };
      },
      ...api,
    },
  });
}

const graphList = () => screen.findByRole('list', { name: 'Graphs' }, PAGE);
const questionList = () => screen.findByRole('list', { name: 'Questions' }, PAGE);

beforeEach(() => giveElementsABox());

describe('pulse survey graphs', SLOW, () => {
  it("lists the survey's graphs with their statement counts", async () => {
    renderContent({});
    const list = await graphList();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Sleep', 'Mood']);
    expect(
      within(within(list).getByRole('listitem', { name: 'Sleep' })).getByText('2 statements'),
    ).toBeInTheDocument();
    const hidden = within(within(list).getByRole('listitem', { name: 'Mood' }));
    expect(hidden.getByText('1 statement')).toBeInTheDocument();
    expect(hidden.getByText('Not shown as a graph')).toBeInTheDocument();
    expect(Object.fromEntries(queriesTo('/api/coaches/pulse-dimensions/')[0]!)).toEqual({
      pulse_survey: '5',
      limit: '100',
    });
  });

  it('adds a graph: name, colour and whether it is drawn', async () => {
    const { user, server } = renderContent({ dimensions: [] });
    expect(
      await screen.findByText(
        'No graphs yet. A graph groups statements into one well-being score.',
        {},
        PAGE,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Graph' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New Graph' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(BLANK);
    expect(server.callsTo('POST /api/coaches/pulse-dimensions/')).toHaveLength(0);

    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Energy');
    await user.click(dialog.getByRole('radio', { name: 'Orange' }));
    await user.click(dialog.getByRole('switch', { name: /^Show as a graph/ }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(PULSE_MESSAGES.saved)).toBeInTheDocument();
    expect(server.callsTo('POST /api/coaches/pulse-dimensions/').map((call) => call.body)).toEqual([
      { name: 'Energy', graph: false, graph_color: '#fd7e14', pulse_survey: [5] },
    ]);
    expect(await within(await graphList()).findByRole('listitem', { name: 'Energy' })).toBeInTheDocument();
  });

  it('needs a hex colour', async () => {
    const { user, server } = renderContent({});
    await user.click(await screen.findByRole('button', { name: 'Add Graph' }, PAGE));
    const dialog = within(await screen.findByRole('dialog', { name: 'New Graph' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Energy');
    await user.clear(dialog.getByRole('textbox', { name: 'Color' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByRole('textbox', { name: 'Color' })).toHaveAccessibleDescription(
      HABIT_MESSAGES.selectColor,
    );
    expect(server.callsTo('POST /api/coaches/pulse-dimensions/')).toHaveLength(0);
  });

  it('edits a graph', async () => {
    const { user, server } = renderContent({});
    await user.click(within(await graphList()).getByRole('button', { name: 'Edit Sleep' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Graph' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Sleep');
    expect(dialog.getByRole('radio', { name: 'Violet' })).toBeChecked();
    await user.clear(name);
    await user.type(name, 'Rest');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.callsTo('PATCH /api/coaches/pulse-dimensions/30/')).toHaveLength(1));
    expect(server.callsTo('PATCH /api/coaches/pulse-dimensions/30/')[0]?.body).toEqual({
      name: 'Rest',
      graph: true,
      graph_color: '#7950f2',
    });
    expect(await within(await graphList()).findByRole('listitem', { name: 'Rest' })).toBeInTheDocument();
  });

  it('deletes a graph after a confirmation', async () => {
    const { user, server } = renderContent({});
    await user.click(within(await graphList()).getByRole('button', { name: 'Delete Sleep' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Graph' }));
    expect(
      dialog.getByText('Delete Sleep? Its statements stay in the survey, without a graph.'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(PULSE_MESSAGES.deleted)).toBeInTheDocument();
    expect(server.callsTo('DELETE /api/coaches/pulse-dimensions/30/')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Sleep' })).not.toBeInTheDocument());
  });
});

describe('pulse survey questions', SLOW, () => {
  const always = buildQuestion({
    id: 40,
    question: 'I slept well',
    always: true,
    construct: 'Rest',
    dimension: 30,
  });
  const random = buildQuestion({ id: 41, question: 'I felt calm', construct: '', dimension: null });
  const another = buildQuestion({ id: 42, question: 'I moved today' });
  const last = buildQuestion({ id: 43, question: 'I ate well' });

  it('lists the statements with Always asked, construct and graph, and how many a day asks', async () => {
    renderContent({ questions: [always, random, another, last] });
    const list = await questionList();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['I slept well', 'I felt calm', 'I moved today', 'I ate well']);
    const first = within(within(list).getByRole('listitem', { name: 'I slept well' }));
    expect(first.getByText('Always asked')).toBeInTheDocument();
    expect(first.getByText('Construct: Rest')).toBeInTheDocument();
    expect(await first.findByText('Graph: Sleep')).toBeInTheDocument();
    const second = within(within(list).getByRole('listitem', { name: 'I felt calm' }));
    expect(second.queryByText('Always asked')).not.toBeInTheDocument();
    expect(second.queryByText(/^Construct:/)).not.toBeInTheDocument();
    expect(second.queryByText(/^Graph:/)).not.toBeInTheDocument();
    // One always asked plus the daily number (2) of the other three.
    expect(screen.getByText('Each day asks 3 statements')).toBeInTheDocument();
    expect(Object.fromEntries(queriesTo('/api/coaches/pulse-questions/')[0]!)).toEqual({
      construct__pulse_survey: '5',
      limit: '500',
    });
  });

  it('adds a statement with its construct and graph', async () => {
    const { user, server } = renderContent({ questions: [] });
    expect(await screen.findByText('Each day asks 0 statements', {}, PAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New Question' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByRole('textbox', { name: 'Statement' })).toHaveAccessibleDescription(
      expect.stringContaining(BLANK),
    );
    expect(server.callsTo('POST /api/coaches/pulse-questions/')).toHaveLength(0);

    await user.type(dialog.getByRole('textbox', { name: 'Statement' }), 'I had energy to spare');
    await user.click(dialog.getByRole('switch', { name: /^Always asked/ }));
    await user.type(dialog.getByRole('textbox', { name: 'Construct' }), 'Re');
    await user.click(await dialog.findByRole('option', { name: 'Rest' }));
    await user.click(dialog.getByRole('textbox', { name: 'Dimension' }));
    await user.click(await dialog.findByRole('option', { name: 'Sleep' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(PULSE_MESSAGES.saved)).toBeInTheDocument();
    expect(server.callsTo('POST /api/coaches/pulse-questions/').map((call) => call.body)).toEqual([
      { question: 'I had energy to spare', always: true, construct: 'Rest', dimension: 30, pulse_survey: 5 },
    ]);
    expect(Object.fromEntries(queriesTo('/api/coaches/pulse-constructs/')[0]!)).toMatchObject({
      pulse_survey: '5',
    });
    expect(
      await within(await questionList()).findByRole('listitem', { name: 'I had energy to spare' }),
    ).toBeInTheDocument();
  });

  it('says the spec message when adding fails', async () => {
    const { user } = renderContent(
      { questions: [] },
      { 'POST /api/coaches/pulse-questions/': { status: 500, body: {} } },
    );
    await user.click(await screen.findByRole('button', { name: 'Add Question' }, PAGE));
    const dialog = within(await screen.findByRole('dialog', { name: 'New Question' }));
    await user.type(dialog.getByRole('textbox', { name: 'Statement' }), 'I had energy to spare');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PULSE_MESSAGES.addQuestionFailed)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New Question' })).toBeInTheDocument();
  });

  it('edits a statement: a new construct typed, no graph', async () => {
    const { user, server } = renderContent({ questions: [always] });
    await user.click(within(await questionList()).getByRole('button', { name: 'Edit I slept well' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Question' }));
    expect(dialog.getByRole('textbox', { name: 'Statement' })).toHaveValue('I slept well');
    expect(dialog.getByRole('switch', { name: /^Always asked/ })).toBeChecked();
    expect(dialog.getByRole('textbox', { name: 'Dimension' })).toHaveValue('Sleep');
    const construct = dialog.getByRole('textbox', { name: 'Construct' });
    await user.clear(construct);
    await user.type(construct, 'Recovery');
    await user.click(dialog.getByRole('switch', { name: /^Always asked/ }));
    // Picking the chosen graph again deselects it: the statement is left without a graph.
    await user.click(dialog.getByRole('textbox', { name: 'Dimension' }));
    await user.click(await dialog.findByRole('option', { name: 'Sleep' }));
    expect(dialog.getByRole('textbox', { name: 'Dimension' })).toHaveValue('');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.callsTo('PATCH /api/coaches/pulse-questions/40/')).toHaveLength(1));
    expect(server.callsTo('PATCH /api/coaches/pulse-questions/40/')[0]?.body).toEqual({
      question: 'I slept well',
      always: false,
      construct: 'Recovery',
      dimension: null,
    });
  });

  it('deletes a statement after a confirmation', async () => {
    const { user, server } = renderContent({ questions: [always, random] });
    await user.click(within(await questionList()).getByRole('button', { name: 'Delete I slept well' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Question' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(PULSE_MESSAGES.deleted)).toBeInTheDocument();
    expect(server.callsTo('DELETE /api/coaches/pulse-questions/40/')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'I slept well' })).not.toBeInTheDocument(),
    );
  });
});
