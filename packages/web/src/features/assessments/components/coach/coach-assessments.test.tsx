import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ASSESSMENT_MESSAGES, type Assessment, type TakenAssessment } from '@tandem/shared';
import { buildCoach } from '../../../../test/factories';
import { pageOf, queriesTo } from '../../../../test/fake-requests';
import { renderApp } from '../../../../test/render';
import { buildBreakDown, buildRunning } from '../../testing';
import { buildClientSummary } from '../../../clients/testing';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000 });

const assessment = (overrides: Partial<Assessment> = {}): Assessment => ({
  id: 64,
  name: 'Well-being Check',
  description: 'A quick look at energy and focus.',
  instructions: '',
  public: true,
  attributes: [
    {
      id: 1,
      name: 'Energy',
      description: 'Having energy',
      questions: [{ id: 1, question: 'I wake up rested.' }],
    },
    { id: 2, name: 'Focus', description: '', questions: [{ id: 2, question: 'I finish what I start.' }] },
  ],
  num_of_questions: 2,
  editable: false,
  ...overrides,
});
const LIBRARY = 'GET /api/coaches/assessments/';
const RUNNING = 'GET /api/coaches/created-assessments/';

describe('the assessment library', () => {
  it('shows cards with counts, reviews attributes and runs an assessment', async () => {
    const { user, server, router } = renderApp('/coach/assessment-library', {
      user: buildCoach(),
      api: {
        [LIBRARY]: { body: pageOf([assessment()]) },
        'POST /api/coaches/created-assessments/': { status: 201, body: buildRunning() },
        [RUNNING]: { body: pageOf([buildRunning()]) },
      },
    });
    expect(await screen.findByText('2 attributes · 2 questions')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Review Attributes of Well-being Check' }));
    const dialog = await screen.findByRole('dialog', { name: 'Well-being Check' });
    expect(within(dialog).getByText('I wake up rested.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Create Assessment from Well-being Check' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/coach/assessment-distribute'));
    expect(server.callsTo('POST /api/coaches/created-assessments/')[0]!.body).toEqual({ assessment: 64 });
  });
});

describe('deleting', () => {
  it('deletes an own custom assessment after asking; the library’s have no Delete', async () => {
    const { user, server } = renderApp('/coach/assessment-library', {
      user: buildCoach(),
      api: {
        [LIBRARY]: { body: pageOf([assessment(), assessment({ id: 70, name: 'Mine', editable: true })]) },
        'DELETE /api/coaches/assessments/70/': { status: 204 },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Mine' }));
    expect(screen.queryByRole('button', { name: 'Delete Well-being Check' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Delete assessment' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.callsTo('DELETE /api/coaches/assessments/70/')).toHaveLength(1));
  });

  it('sends an assessment to a client and says they get an e-mail', async () => {
    const { user, server } = renderApp('/coach/assessment-distribute', {
      user: buildCoach(),
      api: {
        [LIBRARY]: { body: pageOf([assessment()]) },
        [RUNNING]: { body: pageOf([]) },
        'GET /api/coaches/cohorts/': { body: pageOf([]) },
        'GET /api/coaches/clients/': { body: pageOf([buildClientSummary({ id: 21 })]) },
        'POST /api/coaches/assessment-assignments/': { status: 201, body: { assigned: 1, already_open: 0 } },
      },
    });
    // What the list of links says makes clear a sent assessment needs none.
    expect(await screen.findByText(/An assessment sent to clients above needs none/)).toBeInTheDocument();
    // jsdom never shows a Mantine dropdown: its options are picked as hidden ones.
    const pick = async (label: string, option: RegExp) => {
      await user.click(screen.getByRole('textbox', { name: label }));
      await user.click(await screen.findByRole('option', { name: option, hidden: true }));
    };
    await pick('Assessment', /^Well-being Check$/);
    await pick('Clients', /^Jane Doe/);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Sent to 1 client: they get an e-mail and find it under Assessments.'),
    ).toBeInTheDocument();
    expect(server.callsTo('POST /api/coaches/assessment-assignments/')[0]?.body).toEqual({
      assessment: 64,
      clients: [21],
      cohorts: [],
    });
  });

  it('stops a running assessment after asking', async () => {
    const { user, server } = renderApp('/coach/assessment-distribute', {
      user: buildCoach(),
      api: {
        [LIBRARY]: { body: pageOf([assessment()]) },
        [RUNNING]: { body: pageOf([buildRunning()]) },
        'GET /api/coaches/cohorts/': { body: pageOf([]) },
        'DELETE /api/coaches/created-assessments/7/': { status: 204 },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Well-being Check' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete running assessment' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.callsTo('DELETE /api/coaches/created-assessments/7/')).toHaveLength(1));
  });
});

describe('a custom assessment', () => {
  it('needs a name and a description (spec), then saves the attributes chosen', async () => {
    const { user, server, router } = renderApp('/coach/assessment/creation', {
      user: buildCoach(),
      api: {
        'GET /api/coaches/assessment-attributes/': {
          body: pageOf([{ id: 1, name: 'Energy', description: '', num_of_questions: 4 }]),
        },
        'POST /api/coaches/assessments/': {
          status: 201,
          body: assessment({ id: 70, name: 'Mine', editable: true }),
        },
        [LIBRARY]: { body: pageOf([]) },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Create Assessment' }));
    expect(screen.getByText(ASSESSMENT_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(ASSESSMENT_MESSAGES.descriptionRequired)).toBeInTheDocument();
    expect(server.callsTo('POST /api/coaches/assessments/')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Mine');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'For my team');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Attributes' })).toBeEnabled());
    await user.click(screen.getByRole('textbox', { name: 'Attributes' }));
    await user.click(await screen.findByRole('option', { name: 'Energy (4 questions)', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Create Assessment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/coach/assessment-library'));
    expect(server.callsTo('POST /api/coaches/assessments/')[0]!.body).toMatchObject({
      name: 'Mine',
      description: 'For my team',
      attributes: [1],
      public: false,
    });
  });
});

describe('running assessments', () => {
  it('refuses a call to action with the placeholder link, with the spec message', async () => {
    const { user, server } = renderApp('/coach/assessment-distribute', {
      user: buildCoach(),
      api: {
        [LIBRARY]: { body: pageOf([assessment()]) },
        [RUNNING]: { body: pageOf([buildRunning()]) },
        'GET /api/coaches/cohorts/': { body: pageOf([]) },
        'PATCH /api/coaches/created-assessments/7/': { body: buildRunning({ cta_enabled: true }) },
      },
    });
    expect(await screen.findByText(/\/assessments\/7\//)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Well-being Check' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(
      within(dialog).getByRole('switch', { name: 'Show a call to action on the results page' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(ASSESSMENT_MESSAGES.ctaNeedsLink)).toBeInTheDocument();
    expect(server.callsTo('PATCH /api/coaches/created-assessments/7/')).toHaveLength(0);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Link' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Link' }), 'https://example.org/book');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('PATCH /api/coaches/created-assessments/7/')).toHaveLength(1));
    expect(server.callsTo('PATCH /api/coaches/created-assessments/7/')[0]!.body).toMatchObject({
      cta_enabled: true,
      cta_link: 'https://example.org/book',
    });
  });
});

describe('results', () => {
  const result: TakenAssessment = {
    id: 9,
    full_name: 'Hana Sato',
    email_address: 'hana@example.com',
    created_at: '2026-11-20T10:00:00Z',
    assessment: 'Well-being Check',
    lead: true,
  };

  it('lists results with a search, each opening its break-down', async () => {
    const { user, router } = renderApp('/coach/assessments', {
      user: buildCoach(),
      api: {
        'GET /api/coaches/taken-assessments/': { body: pageOf([result]) },
        'GET /api/coaches/taken-assessments/9/': { body: result },
        'GET /api/coaches/taken-assessments/9/break_down/': { body: buildBreakDown() },
      },
    });
    expect(await screen.findByText('Lead')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search results'), 'hana');
    await waitFor(() =>
      expect(queriesTo('/api/coaches/taken-assessments/').map((query) => query.get('search'))).toContain(
        'hana',
      ),
    );
    await user.click(screen.getByRole('link', { name: 'Hana Sato' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/coach/assessments/9'));
    expect(await screen.findByRole('heading', { name: 'Hana Sato: Well-being Check' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.getByText('Energy is a strength.')).toBeInTheDocument();
  });
});
