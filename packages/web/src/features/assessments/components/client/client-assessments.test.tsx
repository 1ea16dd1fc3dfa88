import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  ASSESSMENT_MESSAGES,
  MESSAGES,
  type AssessmentBreakDown,
  type ClientAssessment,
} from '@tandem/shared';
import { buildClient } from '../../../../test/factories';
import { pageOf } from '../../../../test/fake-requests';
import { renderApp } from '../../../../test/render';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000 });

const LIST = 'GET /api/clients/assessments/';
const UUID = '3f1c2a7e-8b4d-4c1e-9a2b-5d6e7f8a9b0c';
const taken = (overrides: Partial<ClientAssessment> = {}): ClientAssessment => ({
  uuid: UUID,
  assessment: { id: 2, name: 'Well-being Check' },
  created_at: '2026-11-20T10:00:00Z',
  ...overrides,
});
const breakDown: AssessmentBreakDown = {
  assessment: { id: 2, name: 'Well-being Check', description: 'A quick look.' },
  full_name: 'Ada Client',
  created_at: '2026-11-20T10:00:00Z',
  overall: 58,
  attributes: [
    {
      id: 1,
      name: 'Energy',
      score: 83,
      band: 'high',
      answered: 4,
      questions: 4,
      report: 'Your energy is a strength.',
    },
    {
      id: 2,
      name: 'Focus',
      score: 33,
      band: 'low',
      answered: 4,
      questions: 4,
      report: 'Focus has been hard to find.',
    },
    { id: 3, name: 'Calm', score: null, band: null, answered: 0, questions: 4, report: '' },
  ],
};

describe("the client's assessments", () => {
  it('lists the assessments taken, newest first, each linking to its result', async () => {
    renderApp('/c/assessments', {
      user: buildClient(),
      api: {
        [LIST]: {
          body: pageOf([taken(), taken({ uuid: 'b2', assessment: { id: 3, name: 'Habit Readiness' } })]),
        },
      },
    });
    const list = within(await screen.findByRole('list', { name: 'Your assessments' }));
    const links = list.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Well-being Check', 'Habit Readiness']);
    expect(links[0]).toHaveAttribute('href', `/c/assessments/${UUID}`);
    expect(list.getAllByText(/^Taken November 20, 2026$/)).toHaveLength(2);
  });

  it('says so, in the spec’s words, when there are none', async () => {
    renderApp('/c/assessments', { user: buildClient(), api: { [LIST]: { body: pageOf([]) } } });
    expect(await screen.findByText(ASSESSMENT_MESSAGES.noAssessments)).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    renderApp('/c/assessments', { user: buildClient(), api: { [LIST]: { status: 500, body: {} } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.serverError);
  });

  it('sends a client whose coach has not turned assessments on to their home, asking nothing', async () => {
    const { router, server } = renderApp('/c/assessments', {
      user: buildClient({ allow_assessments: false }),
      api: { [LIST]: { body: pageOf([taken()]) } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/daily-exercise'));
    expect(server.callsTo(LIST)).toHaveLength(0);
  });
});

describe('one assessment’s result', () => {
  it('shows the overall score, each attribute’s score and band with its report, and the unanswered one', async () => {
    renderApp(`/c/assessments/${UUID}`, {
      user: buildClient(),
      api: { [`GET /api/clients/assessments/${UUID}/break_down/`]: { body: breakDown } },
    });
    expect(await screen.findByRole('heading', { name: 'Well-being Check', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Overall score 58 of 100/)).toBeInTheDocument();
    const scores = within(screen.getByRole('list', { name: 'Scores by attribute' }));
    const items = scores.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Energy83 of 100HighYour energy is a strength.');
    expect(items[1]).toHaveTextContent('Focus33 of 100LowFocus has been hard to find.');
    expect(items[2]).toHaveTextContent('CalmNot answered');
  });

  it('says when the result cannot be found', async () => {
    renderApp(`/c/assessments/${UUID}`, { user: buildClient() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found.');
  });
});
