import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@tandem/shared';
import { buildClient } from '../../../../test/factories';
import { pageOf, queriesTo } from '../../../../test/fake-requests';
import { renderApp } from '../../../../test/render';
import { COURSES_ROUTE, buildCourseDetail, coursesRoutes } from '../../testing';

// Each test renders the whole app; on a loaded machine that can take longer than the default.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000 });

const client = buildClient();

describe('the client’s courses', () => {
  it('shows a card per course with its image or colour band, description, progress and link', async () => {
    const leadership = buildCourseDetail({
      id: 1,
      title: 'Mindful Leadership',
      description: 'Lead with calm.',
      background_image: '/media/courses/leadership.jpg',
      percent_completed: 40,
    });
    const sleep = buildCourseDetail({
      id: 2,
      title: 'Better Sleep',
      description: 'Rest well.',
      percent_completed: 0,
    });
    renderApp('/courses', { user: client, api: coursesRoutes([leadership, sleep]) });

    const first = await screen.findByRole('article', { name: 'Mindful Leadership' });
    expect(within(first).getByRole('link', { name: 'Mindful Leadership' })).toHaveAttribute(
      'href',
      '/courses/1',
    );
    expect(within(first).getByText('Lead with calm.')).toBeInTheDocument();
    expect(within(first).getByText('40% complete')).toBeInTheDocument();
    expect(within(first).getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(first.querySelector('img')).toHaveAttribute('src', '/media/courses/leadership.jpg');
    expect(within(first).queryByTestId('color-band')).not.toBeInTheDocument();

    const second = screen.getByRole('article', { name: 'Better Sleep' });
    expect(within(second).getByRole('link', { name: 'Better Sleep' })).toHaveAttribute('href', '/courses/2');
    expect(within(second).getByText('0% complete')).toBeInTheDocument();
    expect(second.querySelector('img')).toBeNull();
    expect(within(second).getByTestId('color-band')).toBeInTheDocument();

    expect(within(screen.getByRole('list', { name: 'Courses' })).getAllByRole('article')).toHaveLength(2);
    expect(queriesTo('/api/clients/courses/').map((query) => Object.fromEntries(query))).toEqual([
      { limit: '500' },
    ]);
  });

  it('opens a course from its card', async () => {
    const course = buildCourseDetail({ id: 1, title: 'Mindful Leadership' });
    const { user, router } = renderApp('/courses', { user: client, api: coursesRoutes([course]) });
    await user.click(await screen.findByRole('link', { name: 'Mindful Leadership' }));
    expect(router.state.location.pathname).toBe('/courses/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mindful Leadership' })).toBeInTheDocument();
  });

  it('says when the client has no courses', async () => {
    renderApp('/courses', { user: client, api: { [COURSES_ROUTE]: { body: pageOf([]) } } });
    expect(
      await screen.findByText('You have no courses yet. When your coach gives you one, it will appear here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Courses' })).not.toBeInTheDocument();
  });

  it('says when the courses cannot be loaded', async () => {
    renderApp('/courses', { user: client, api: { [COURSES_ROUTE]: { status: 500, body: {} } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.serverError);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
