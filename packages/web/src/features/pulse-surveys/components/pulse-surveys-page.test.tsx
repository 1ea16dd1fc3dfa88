import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@tandem/shared';
import { buildCoach } from '../../../test/factories';
import { FakeIntersectionObserver } from '../../../test/fake-intersection-observer';
import { currentQuery, pageOf, queriesTo } from '../../../test/fake-requests';
import { renderApp } from '../../../test/render';
import { SURVEYS_ROUTE, buildDefaultSurvey, buildSurvey } from '../testing';

const coach = buildCoach();
const LIST = '/api/coaches/pulse-surveys/';
const SLOW = { timeout: 60_000 };

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

describe('pulse surveys list', SLOW, () => {
  it('shows each survey with its counts, a Default or Managed badge and a link', async () => {
    const own = buildSurvey({
      id: 5,
      name: 'Energy',
      questions_count: 8,
      daily_num_questions: 3,
      clients_count: 2,
    });
    const fallback = buildDefaultSurvey({ questions_count: 22, daily_num_questions: 5, clients_count: 1 });
    const managed = buildSurvey({ id: 6, name: 'Team Pulse', editable: false, owner: null, company: 1 });
    renderApp('/pulse-surveys', {
      user: coach,
      api: { [SURVEYS_ROUTE]: { body: pageOf([fallback, own, managed]) } },
    });

    const energy = within(await screen.findByRole('article', { name: 'Energy' }));
    expect(energy.getByRole('link', { name: 'Energy' })).toHaveAttribute('href', '/pulse-surveys/5');
    expect(energy.getByText('8 statements')).toBeInTheDocument();
    expect(energy.getByText('Daily number of questions: 3')).toBeInTheDocument();
    expect(energy.getByText('2 assigned clients')).toBeInTheDocument();
    expect(energy.queryByText('Default')).not.toBeInTheDocument();
    expect(energy.queryByText('Managed')).not.toBeInTheDocument();

    const reflection = within(screen.getByRole('article', { name: 'Daily Reflection' }));
    expect(reflection.getByText('Default')).toBeInTheDocument();
    expect(reflection.getByText('22 statements')).toBeInTheDocument();
    expect(reflection.getByText('1 assigned client')).toBeInTheDocument();
    expect(reflection.getByRole('link', { name: 'Daily Reflection' })).toHaveAttribute(
      'href',
      '/pulse-surveys/1',
    );

    expect(
      within(screen.getByRole('article', { name: 'Team Pulse' })).getByText('Managed'),
    ).toBeInTheDocument();

    expect(within(screen.getByRole('main')).getByRole('link', { name: 'New Pulse Survey' })).toHaveAttribute(
      'href',
      '/pulse-surveys-new',
    );
    expect(queriesTo(LIST).map((query) => Object.fromEntries(query))).toEqual([{ limit: '15', offset: '0' }]);
  });

  it('loads the next 15 when the end of the list comes into view', async () => {
    const first = Array.from({ length: 15 }, (_, index) =>
      buildSurvey({ id: index + 10, name: `Survey ${index + 1}` }),
    );
    renderApp('/pulse-surveys', {
      user: coach,
      api: {
        [SURVEYS_ROUTE]: () =>
          currentQuery().get('offset') === '0'
            ? { body: pageOf(first, { count: 16, more: true }) }
            : { body: pageOf([buildSurvey({ id: 40, name: 'Survey 16' })], { count: 16 }) },
      },
    });
    await screen.findByRole('article', { name: 'Survey 15' });
    expect(queriesTo(LIST)).toHaveLength(1);

    act(() => FakeIntersectionObserver.scrollToTheEnd());

    expect(await screen.findByRole('article', { name: 'Survey 16' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Pulse surveys' })).getAllByRole('article')).toHaveLength(
      16,
    );
    expect(queriesTo(LIST).map((query) => query.get('offset'))).toEqual(['0', '15']);
  });

  it('says when the coach has no surveys', async () => {
    renderApp('/pulse-surveys', { user: coach, api: { [SURVEYS_ROUTE]: { body: pageOf([]) } } });
    expect(
      await screen.findByText(
        'You have no pulse surveys yet. Create one to give your clients a daily reflection.',
      ),
    ).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    renderApp('/pulse-surveys', { user: coach, api: { [SURVEYS_ROUTE]: { status: 500, body: {} } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.serverError);
  });
});
