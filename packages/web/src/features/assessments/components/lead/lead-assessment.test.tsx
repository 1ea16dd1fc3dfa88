import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ASSESSMENT_MESSAGES, FREE_ASSESSMENT_ID, type LeadAssessment } from '@tandem/shared';
import { buildClient } from '../../../../test/factories';
import { renderApp } from '../../../../test/render';
import { buildBreakDown, buildTakeable } from '../../testing';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000 });

const UUID = '3f1c2a7e-8b4d-4c1e-9a2b-5d6e7f8a9b0c';
const LINK = '9a8b7c6d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
const FREE = `GET /api/assessments/${FREE_ASSESSMENT_ID}/`;
const lead = (overrides: Partial<LeadAssessment> = {}): LeadAssessment => ({
  uuid: UUID,
  assessment: { id: 64, name: 'Well-being Check' },
  full_name: 'Hana Sato',
  created_at: '2026-11-20T10:00:00Z',
  show_search: false,
  cta_enabled: false,
  cta_link: '',
  cta_link_text: '',
  cta_title: '',
  cta_subtitle: '',
  cta_img: '',
  refer_consultation: false,
  ...overrides,
});

async function answerAll(user: ReturnType<typeof renderApp>['user'], count: number, value = '5') {
  for (let index = 0; index < count; index++) {
    const group = screen.getByRole('radiogroup', { name: new RegExp(`^${index + 1}\\. `) });
    await user.click(within(group).getByRole('radio', { name: new RegExp(`^${value}`) }));
  }
}

describe('the free assessment, for a visitor', () => {
  it('asks for the terms to start, then for trimmed details before saving, and opens the results', async () => {
    const { user, router, server } = renderApp('/free-assessment', {
      api: {
        [FREE]: { body: buildTakeable(3) },
        'POST /api/lead-assessments/': { status: 201, body: { uuid: UUID } },
        [`GET /api/lead-assessments/${UUID}/`]: { body: lead() },
        [`GET /api/lead-assessments/${UUID}/break_down/`]: { body: buildBreakDown() },
      },
    });
    const start = await screen.findByRole('button', { name: 'Start' });
    expect(start).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the Terms of Service' }));
    await user.click(start);

    const finish = screen.getByRole('button', { name: 'Finish' });
    expect(finish).toBeDisabled();
    // The current question is the first unanswered one.
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    await answerAll(user, 3);
    expect(screen.getAllByRole('listitem').some((item) => item.hasAttribute('aria-current'))).toBe(false);
    await user.click(finish);

    const dialog = await screen.findByRole('dialog', { name: 'Where should we keep your results?' });
    await user.type(within(dialog).getByLabelText('First name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'See my results' }));
    expect(within(dialog).getByText(ASSESSMENT_MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(ASSESSMENT_MESSAGES.lastNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(ASSESSMENT_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(server.callsTo('POST /api/lead-assessments/')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('First name'));
    await user.type(within(dialog).getByLabelText('First name'), ' Hana ');
    await user.type(within(dialog).getByLabelText('Last name'), 'Sato');
    await user.type(within(dialog).getByLabelText('Email'), 'Hana@Example.com');
    await user.click(within(dialog).getByRole('button', { name: 'See my results' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/assessments/results/${UUID}`));
    expect(server.callsTo('POST /api/lead-assessments/')[0]!.body).toEqual({
      assessment: 64,
      coach_assessment: null,
      link: null,
      code: null,
      answers: [100, 101, 102].map((question) => ({ question, answer: 5 })),
      first_name: 'Hana',
      last_name: 'Sato',
      email: 'hana@example.com',
    });
    expect(await screen.findByRole('heading', { name: 'Your Well-being Check results' })).toBeInTheDocument();
  });

  it('says when the assessment is no longer active', async () => {
    renderApp('/free-assessment', { api: { [FREE]: { status: 404, body: { detail: 'Not found.' } } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(ASSESSMENT_MESSAGES.loadFailed);
  });
});

describe("a coach's link", () => {
  const RUNNING = `GET /api/coach-assessments/7/${LINK}/`;

  it('asks for a code and checks it, with the spec messages', async () => {
    let valid = false;
    const { user } = renderApp(`/assessments/7/${LINK}`, {
      api: {
        [RUNNING]: { body: { id: 7, assessment: buildTakeable(2), promo_required: true } },
        'POST /graphql': () => ({ body: { data: { isTokenValid: valid } } }),
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'I agree to the Terms of Service' }));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByText(ASSESSMENT_MESSAGES.codeRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code'), 'old-code');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText(ASSESSMENT_MESSAGES.tokenInvalid)).toBeInTheDocument();
    valid = true;
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('button', { name: 'Finish' })).toBeInTheDocument();
  });

  it("saves a signed-in user's answers straight away with the link and code", async () => {
    const { user, server, router } = renderApp(`/assessments/7/${LINK}`, {
      user: buildClient(),
      api: {
        [RUNNING]: { body: { id: 7, assessment: buildTakeable(2), promo_required: false } },
        'POST /api/lead-assessments/': { status: 201, body: { uuid: UUID } },
      },
    });
    // No terms for a signed-in user.
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await answerAll(user, 2, '7');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/assessments/results/${UUID}`));
    expect(server.callsTo('POST /api/lead-assessments/')[0]!.body).toMatchObject({
      assessment: 64,
      coach_assessment: 7,
      link: LINK,
    });
  });

  it("shows a free plan's monthly limit as the server words it", async () => {
    renderApp(`/assessments/7/${LINK}`, {
      api: { [RUNNING]: { status: 403, body: { detail: ASSESSMENT_MESSAGES.monthlyLimitReached } } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(ASSESSMENT_MESSAGES.monthlyLimitReached);
  });
});

describe('the results page', () => {
  it('shows the call to action, and the coach search only when show_search, sharing with the coach picked', async () => {
    const { user, server } = renderApp(`/assessments/results/${UUID}`, {
      api: {
        [`GET /api/lead-assessments/${UUID}/`]: {
          body: lead({
            show_search: true,
            cta_enabled: true,
            cta_link: 'https://example.org/book',
            cta_link_text: 'Book a call',
            cta_title: 'Want a better balance?',
            refer_consultation: true,
          }),
        },
        [`GET /api/lead-assessments/${UUID}/break_down/`]: { body: buildBreakDown() },
        'POST /graphql': (call) => {
          const { query } = call.body as { query: string };
          return query.includes('searchableCoaches')
            ? {
                body: {
                  data: {
                    searchableCoaches: [
                      { firstName: 'Dana', lastName: 'Coach', image: null, email: 'coach@demo.test' },
                    ],
                  },
                },
              }
            : { body: { data: { grantAssessmentAccessMutation: { grantedAccess: { id: '5' } } } } };
        },
      },
    });
    expect(await screen.findByRole('link', { name: 'Book a call' })).toHaveAttribute(
      'href',
      'https://example.org/book',
    );
    expect(screen.getByRole('heading', { name: 'Talk your results through' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search for your coach'), 'dana');
    await user.click(await screen.findByRole('button', { name: 'Share with Dana Coach' }, { timeout: 4000 }));
    expect(await screen.findByText('Your results were shared with Dana Coach.')).toBeInTheDocument();
    const grant = server.calls.filter((call) => call.path === '/graphql').at(-1)!;
    expect((grant.body as { variables: object }).variables).toEqual({
      email: 'coach@demo.test',
      leadAssessment: UUID,
    });
  });

  it('offers no coach search when the link did not ask for it', async () => {
    renderApp(`/assessments/results/${UUID}`, {
      api: {
        [`GET /api/lead-assessments/${UUID}/`]: { body: lead() },
        [`GET /api/lead-assessments/${UUID}/break_down/`]: { body: buildBreakDown() },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Your Well-being Check results' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Search for your coach')).not.toBeInTheDocument();
  });
});
