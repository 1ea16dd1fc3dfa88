import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCoach } from '../../../../test/factories';
import { pageOf, queriesTo } from '../../../../test/fake-requests';
import { renderApp } from '../../../../test/render';
import { COURSES, buildCourse } from '../../coach-testing';

const coach = buildCoach();
const SLOW = { timeout: 60_000 };
const PAGE = { timeout: 5000 };

const sleep = buildCourse({
  id: 1,
  title: 'Sleep Better',
  description: 'Seven nights to better sleep.',
  public: true,
  published: true,
  modules_count: 2,
  lessons_count: 7,
  background_image: '/media/course-images/sleep.png',
});
const focus = buildCourse({
  id: 2,
  title: 'Focus',
  description: 'Deep work.',
  public: false,
  published: false,
  modules_count: 1,
  lessons_count: 1,
});
const company = buildCourse({ id: 3, title: 'Company Onboarding', editable: false, owner: null });

const findCard = (name: string) => screen.findByRole('article', { name }, PAGE);

describe('coach courses list', SLOW, () => {
  it('shows each course with its badges, counts, a Managed badge and a link', async () => {
    renderApp('/coach-courses', {
      user: coach,
      api: { [`GET ${COURSES}`]: { body: pageOf([sleep, focus, company]) } },
    });

    const own = within(await findCard('Sleep Better'));
    expect(own.getByRole('link', { name: 'Sleep Better' })).toHaveAttribute('href', '/coach-courses/1');
    expect(own.getByText('Seven nights to better sleep.')).toBeInTheDocument();
    expect(own.getByText('Published')).toBeInTheDocument();
    expect(own.getByText('Public')).toBeInTheDocument();
    expect(own.getByText('2 modules · 7 lessons')).toBeInTheDocument();
    expect(own.queryByText('Managed')).not.toBeInTheDocument();
    // The card's picture, as the client's card shows it; a course without one gets its colour band.
    expect((await findCard('Sleep Better')).querySelector('img')).toHaveAttribute(
      'src',
      '/media/course-images/sleep.png',
    );
    expect(own.queryByTestId('color-band')).not.toBeInTheDocument();

    const draft = within(screen.getByRole('article', { name: 'Focus' }));
    expect(draft.getByText('Draft')).toBeInTheDocument();
    expect(draft.getByText('Restricted')).toBeInTheDocument();
    expect(draft.getByText('1 module · 1 lesson')).toBeInTheDocument();
    expect(draft.getByTestId('color-band')).toBeInTheDocument();

    expect(
      within(screen.getByRole('article', { name: 'Company Onboarding' })).getByText('Managed'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'New Course' })).toHaveAttribute(
      'href',
      '/courses/new',
    );
    expect(queriesTo(COURSES).map((query) => Object.fromEntries(query))).toEqual([{ limit: '500' }]);
  });

  it('disables moving past the ends and moving managed courses', async () => {
    renderApp('/coach-courses', {
      user: coach,
      api: { [`GET ${COURSES}`]: { body: pageOf([sleep, focus, company]) } },
    });
    const first = within(await findCard('Sleep Better'));
    expect(first.getByRole('button', { name: 'Move up' })).toBeDisabled();
    expect(first.getByRole('button', { name: 'Move down' })).toBeEnabled();
    const last = within(screen.getByRole('article', { name: 'Focus' }));
    expect(last.getByRole('button', { name: 'Move up' })).toBeEnabled();
    expect(last.getByRole('button', { name: 'Move down' })).toBeDisabled();
    const managed = within(screen.getByRole('article', { name: 'Company Onboarding' }));
    expect(managed.getByRole('button', { name: 'Move up' })).toBeDisabled();
    expect(managed.getByRole('button', { name: 'Move down' })).toBeDisabled();
  });

  it('moves a course and shows the new order', async () => {
    let order = [sleep, focus];
    const { user, server } = renderApp('/coach-courses', {
      user: coach,
      api: {
        [`GET ${COURSES}`]: () => ({ body: pageOf(order) }),
        [`POST ${COURSES}2/move/`]: () => {
          order = [focus, sleep];
          return { body: { detail: 'Moved.' } };
        },
      },
    });
    const card = within(await findCard('Focus'));
    await user.click(card.getByRole('button', { name: 'Move up' }));

    await waitFor(() =>
      expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual([
        'Focus',
        'Sleep Better',
      ]),
    );
    expect(server.callsTo(`POST ${COURSES}2/move/`).map((call) => call.body)).toEqual([{ direction: 'up' }]);
    expect(server.callsTo(`GET ${COURSES}`)).toHaveLength(2);

    await user.click(
      within(screen.getByRole('article', { name: 'Sleep Better' })).getByRole('button', { name: 'Move up' }),
    );
    await waitFor(() => expect(server.callsTo(`POST ${COURSES}1/move/`)).toHaveLength(1));
    expect(server.callsTo(`POST ${COURSES}1/move/`)[0]?.body).toEqual({ direction: 'up' });
  });

  it('says when there are no courses yet', async () => {
    renderApp('/coach-courses', { user: coach, api: { [`GET ${COURSES}`]: { body: pageOf([]) } } });
    expect(
      await screen.findByText(
        'You have no courses yet. Create one to teach your clients through lessons.',
        {},
        PAGE,
      ),
    ).toBeInTheDocument();
  });
});
