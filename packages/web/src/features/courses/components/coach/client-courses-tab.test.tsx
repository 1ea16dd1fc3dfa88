import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type CoachClientCourse } from '@tandem/shared';
import { buildCoach } from '../../../../test/factories';
import type { FakeRoutes } from '../../../../test/fake-api';
import { queriesTo } from '../../../../test/fake-requests';
import { renderApp } from '../../../../test/render';
import { buildClientSummary } from '../../../clients/testing';
import { buildCoachClientCourse, buildCoachLesson, readBlobText } from '../../testing';
import { homeworkMarkdown } from '../../utils/homework';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000 });

const coach = buildCoach();
const client = buildClientSummary({ id: 21, first_name: 'Jane', last_name: 'Doe' });
const CURRENT = 'GET /api/coaches/client-courses/current/';

const leadership = buildCoachClientCourse({
  id: 1,
  title: 'Mindful Leadership',
  percent_completed: 50,
  modules: [
    {
      id: 5,
      title: 'Foundations',
      lessons: [
        buildCoachLesson({
          id: 10,
          title: 'Breathing basics',
          completed_at: '2025-03-04T12:00:00Z',
          homework: [{ title: 'My breathing log', text: 'Four counts.', created_at: '2025-03-04T12:00:00Z' }],
        }),
        buildCoachLesson({ id: 11, title: 'Posture' }),
      ],
    },
  ],
});
const sleep = buildCoachClientCourse({
  id: 2,
  title: 'Better Sleep',
  percent_completed: 0,
  modules: [{ id: 6, title: 'Evenings', lessons: [buildCoachLesson({ id: 12, title: 'Wind down' })] }],
});

function renderTab(answer: FakeRoutes[string]) {
  return renderApp('/client-detail/21/courses', {
    user: coach,
    api: { 'GET /api/coaches/clients/21/': { body: client }, [CURRENT]: answer },
  });
}

const findCourse = (name: string) => screen.findByRole('article', { name });

describe("the coach's courses tab", () => {
  // jsdom has no object URLs; the download test puts its own in.
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });

  it("shows each course's percent and its lessons marked completed or not", async () => {
    renderTab({ body: [leadership, sleep] satisfies CoachClientCourse[] });

    const course = await findCourse('Mindful Leadership');
    expect(within(course).getByText('50% complete')).toBeInTheDocument();
    expect(within(course).getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    const lessons = within(within(course).getByRole('list', { name: 'Foundations' })).getAllByRole(
      'listitem',
    );
    expect(lessons).toHaveLength(2);
    expect(lessons[0]).toHaveTextContent('Breathing basics · Mar 4, 2025');
    expect(within(lessons[0]!).getByRole('img', { name: 'Completed' })).toBeInTheDocument();
    expect(lessons[1]).toHaveTextContent('Posture');
    expect(within(lessons[1]!).getByRole('img', { name: 'Not completed' })).toBeInTheDocument();

    const other = screen.getByRole('article', { name: 'Better Sleep' });
    expect(within(other).getByText('0% complete')).toBeInTheDocument();
    expect(
      within(within(other).getByRole('list', { name: 'Evenings' })).getByRole('img', {
        name: 'Not completed',
      }),
    ).toBeInTheDocument();

    expect(
      queriesTo('/api/coaches/client-courses/current/').map((query) => Object.fromEntries(query)),
    ).toEqual([{ client: '21' }]);
    expect(screen.getByRole('tab', { name: 'Courses', selected: true })).toBeInTheDocument();
  });

  it('downloads the homework of a course as a Markdown file, and only when there is some', async () => {
    const { user } = renderTab({ body: [leadership, sleep] });
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob | MediaSource) => {
      created.push(blob as Blob);
      return 'blob:hw';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    const course = await findCourse('Mindful Leadership');
    expect(
      within(await findCourse('Better Sleep')).getByRole('button', { name: 'Download homework' }),
    ).toBeDisabled();
    await user.click(within(course).getByRole('button', { name: 'Download homework' }));

    expect(clicked.map((link) => [link.getAttribute('href'), link.download])).toEqual([
      ['blob:hw', 'mindful-leadership-homework.md'],
    ]);
    expect(created).toHaveLength(1);
    expect(created[0]?.type).toBe('text/markdown;charset=utf-8');
    expect(await readBlobText(created[0]!)).toBe(homeworkMarkdown(leadership));
  });

  it('says when the client has no courses', async () => {
    renderTab({ body: [] });
    expect(await screen.findByText('This client has no courses.')).toBeInTheDocument();
  });

  it('says when the courses cannot be loaded', async () => {
    renderTab({ status: 500, body: {} });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.serverError);
  });
});
