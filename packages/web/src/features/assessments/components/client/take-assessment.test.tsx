import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AssessmentAssignment } from '@tandem/shared';
import { buildClient } from '../../../../test/factories';
import { pageOf } from '../../../../test/fake-requests';
import { renderApp } from '../../../../test/render';
import { buildBreakDown, buildTakeable } from '../../testing';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000 });

const UUID = '3f1c2a7e-8b4d-4c1e-9a2b-5d6e7f8a9b0c';
const assignment: AssessmentAssignment = {
  id: 4,
  assessment: buildTakeable(2, { id: 70, name: 'Team Pulse' }),
  created_at: '2026-11-24T10:00:00Z',
};

describe('an assessment the coach sent', () => {
  it('is listed to take, answered on the page and saved at once, then its result opens', async () => {
    const { user, server, router } = renderApp('/c/assessments', {
      user: buildClient(),
      api: {
        'GET /api/clients/assessments/': { body: pageOf([]) },
        'GET /api/clients/assessment-assignments/': { body: pageOf([assignment]) },
        'POST /api/clients/assessments/': {
          status: 201,
          body: {
            uuid: UUID,
            assessment: { id: 70, name: 'Team Pulse' },
            created_at: '2026-11-25T10:00:00Z',
          },
        },
        [`GET /api/clients/assessments/${UUID}/break_down/`]: { body: buildBreakDown() },
      },
    });
    await user.click(await screen.findByRole('link', { name: 'Take Team Pulse' }));
    expect(await screen.findByRole('heading', { name: 'Team Pulse' })).toBeInTheDocument();
    for (const index of [1, 2]) {
      const group = screen.getByRole('radiogroup', { name: new RegExp(`^${index}\\. `) });
      await user.click(within(group).getByRole('radio', { name: /^6/ }));
    }
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/c/assessments/${UUID}`));
    expect(server.callsTo('POST /api/clients/assessments/')[0]!.body).toEqual({
      assignment: 4,
      answers: [
        { question: 100, answer: 6 },
        { question: 101, answer: 6 },
      ],
    });
  });
});
