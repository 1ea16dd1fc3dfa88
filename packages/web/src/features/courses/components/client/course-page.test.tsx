import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CLIENT_MESSAGES, MESSAGES, type ClientCourseDetail, type LessonCompletion } from '@tandem/shared';
import { buildClient } from '../../../../test/factories';
import type { FakeRoutes } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render';
import {
  buildCourseDetail,
  buildCourseFile,
  buildLesson,
  buildLessonResource,
  buildModule,
  coursesRoutes,
} from '../../testing';

// Each test renders the whole app; on a loaded machine that can take longer than the default.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000 });

const client = buildClient();

/** Lessons 10, 11 (module 5) and 12 (module 6); 10 is completed. */
function buildCourse(overrides: Partial<ClientCourseDetail> = {}): ClientCourseDetail {
  return buildCourseDetail({
    id: 1,
    title: 'Mindful Leadership',
    percent_completed: 33,
    modules: [
      buildModule({
        id: 5,
        title: 'Foundations',
        lessons: [
          buildLesson({
            id: 10,
            title: 'Breathing basics',
            completed: true,
            completed_at: '2025-03-04T12:00:00Z',
          }),
          buildLesson({ id: 11, title: 'Posture' }),
        ],
      }),
      buildModule({ id: 6, title: 'Leading others', lessons: [buildLesson({ id: 12, title: 'Feedback' })] }),
    ],
    ...overrides,
  });
}

/**
 * The course's routes, with completion marking the lesson completed in what the next GET returns.
 * `answer` says what each completion answers besides the lesson and course.
 */
function courseServer(
  course: ClientCourseDetail,
  answer: (lessonId: number) => Partial<LessonCompletion> = () => ({}),
): FakeRoutes {
  let current = course;
  const routes: FakeRoutes = {
    ...coursesRoutes([course]),
    [`GET /api/clients/courses/${course.id}/`]: () => ({ body: current }),
  };
  for (const lesson of course.modules.flatMap((module) => module.lessons)) {
    routes[`POST /api/clients/lessons/${lesson.id}/complete/`] = () => {
      current = {
        ...current,
        modules: current.modules.map((module) => ({
          ...module,
          lessons: module.lessons.map((each) =>
            each.id === lesson.id ? { ...each, completed: true, completed_at: '2025-03-05T12:00:00Z' } : each,
          ),
        })),
      };
      const completion: LessonCompletion = {
        lesson: lesson.id,
        course: course.id,
        percent_completed: 66,
        first_completion: false,
        next_lesson: null,
        ...answer(lesson.id),
      };
      return { body: completion };
    };
  }
  return routes;
}

const navigator = () => screen.getByRole('navigation', { name: 'Lessons' });
const lessonLink = (name: string) => within(navigator()).getByRole('link', { name: new RegExp(name) });
const findLesson = (name: string) => screen.findByRole('region', { name });

describe('the course page', () => {
  it('opens the first lesson not completed, with the navigator marking completed and current lessons', async () => {
    renderApp('/courses/1', { user: client, api: courseServer(buildCourse()) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Mindful Leadership' })).toBeInTheDocument();
    expect(screen.getByText('33% complete')).toBeInTheDocument();
    const lesson = await findLesson('Posture');
    expect(within(lesson).getByRole('heading', { level: 3, name: 'Posture' })).toBeInTheDocument();
    expect(within(lesson).getByRole('button', { name: 'Complete' })).toBeInTheDocument();

    expect(within(navigator()).getByText('Foundations')).toBeInTheDocument();
    expect(within(navigator()).getByText('Leading others')).toBeInTheDocument();
    expect(lessonLink('Breathing basics')).toHaveAttribute('href', '/courses/1/lesson/10');
    expect(
      within(lessonLink('Breathing basics')).getByRole('img', { name: 'Completed' }),
    ).toBeInTheDocument();
    expect(lessonLink('Breathing basics')).not.toHaveAttribute('aria-current');
    expect(lessonLink('Posture')).toHaveAttribute('aria-current', 'page');
    expect(within(lessonLink('Posture')).queryByRole('img', { name: 'Completed' })).not.toBeInTheDocument();
    expect(lessonLink('Feedback')).toHaveAttribute('href', '/courses/1/lesson/12');
  });

  it('opens the lesson in the address; a completed one says so and links to the next lesson', async () => {
    const { user, router } = renderApp('/courses/1/lesson/10', {
      user: client,
      api: courseServer(buildCourse()),
    });

    const lesson = await findLesson('Breathing basics');
    expect(within(lesson).getByText('Completed')).toBeInTheDocument();
    expect(within(lesson).queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
    expect(lessonLink('Breathing basics')).toHaveAttribute('aria-current', 'page');

    await user.click(within(lesson).getByRole('link', { name: 'Next Lesson' }));
    expect(router.state.location.pathname).toBe('/courses/1/lesson/11');
    expect(await findLesson('Posture')).toBeInTheDocument();
  });

  it('opens the first lesson once every lesson is completed', async () => {
    const course = buildCourse({
      modules: [
        buildModule({
          id: 5,
          lessons: [
            buildLesson({ id: 10, title: 'Breathing basics', completed: true }),
            buildLesson({ id: 11, title: 'Posture', completed: true }),
          ],
        }),
      ],
    });
    renderApp('/courses/1', { user: client, api: courseServer(course) });
    expect(await findLesson('Breathing basics')).toBeInTheDocument();
  });

  it('moves to another lesson from the navigator', async () => {
    const { user, router } = renderApp('/courses/1', { user: client, api: courseServer(buildCourse()) });
    await findLesson('Posture');
    await user.click(lessonLink('Feedback'));
    expect(router.state.location.pathname).toBe('/courses/1/lesson/12');
    expect(await findLesson('Feedback')).toBeInTheDocument();
    expect(lessonLink('Feedback')).toHaveAttribute('aria-current', 'page');
  });

  it('says when the course is not found', async () => {
    renderApp('/courses/9', {
      user: client,
      api: { 'GET /api/clients/courses/9/': { status: 404, body: { detail: 'Course not found' } } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Course not found');
  });

  it('says when a course has no lessons yet', async () => {
    renderApp('/courses/1', { user: client, api: courseServer(buildCourse({ modules: [buildModule()] })) });
    expect(await screen.findByText('This course has no lessons yet.')).toBeInTheDocument();
  });
});

describe('the lesson player', () => {
  /** Renders lesson 10 of a course holding only it. */
  function renderLesson(lesson: Parameters<typeof buildLesson>[0]) {
    const course = buildCourse({
      modules: [buildModule({ lessons: [buildLesson({ id: 10, title: 'The lesson', ...lesson })] })],
    });
    return renderApp('/courses/1/lesson/10', { user: client, api: courseServer(course) });
  }
  const VIDEO_URL = '/api/course-files/video?expires=9999999999&signature=s';

  it('plays a video with controls from its file link', async () => {
    renderLesson({ type: 'video', file: buildCourseFile({ url: VIDEO_URL }) });
    const lesson = await findLesson('The lesson');
    const video = within(lesson).getByLabelText('The lesson');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', VIDEO_URL);
    expect(video).toHaveAttribute('controls');
  });

  it('plays audio with controls', async () => {
    renderLesson({
      type: 'audio',
      file: buildCourseFile({ url: '/api/course-files/talk.mp3', content_type: 'audio/mpeg' }),
    });
    const lesson = await findLesson('The lesson');
    const audio = within(lesson).getByLabelText('The lesson');
    expect(audio.tagName).toBe('AUDIO');
    expect(audio).toHaveAttribute('src', '/api/course-files/talk.mp3');
    expect(audio).toHaveAttribute('controls');
  });

  it('shows a PDF in a frame, with a link to open it', async () => {
    renderLesson({
      type: 'pdf',
      file: buildCourseFile({ url: '/api/course-files/guide.pdf', name: 'guide.pdf' }),
    });
    await findLesson('The lesson');
    expect(screen.getByTitle('The lesson')).toHaveAttribute('src', '/api/course-files/guide.pdf');
    expect(screen.getByRole('link', { name: 'Open the PDF in a new tab' })).toHaveAttribute(
      'href',
      '/api/course-files/guide.pdf',
    );
  });

  it('offers a file to download with its name and size', async () => {
    renderLesson({
      type: 'file',
      file: buildCourseFile({ url: '/api/course-files/workbook', name: 'workbook.docx', size: 1536 }),
    });
    const lesson = await findLesson('The lesson');
    const link = within(lesson).getByRole('link', { name: 'Download workbook.docx' });
    expect(link).toHaveAttribute('href', '/api/course-files/workbook');
    expect(link).toHaveAttribute('download', 'workbook.docx');
    expect(within(lesson).getByText('workbook.docx')).toBeInTheDocument();
    expect(within(lesson).getByText('1.5 KB')).toBeInTheDocument();
  });

  it('embeds a YouTube video without cookies', async () => {
    renderLesson({
      type: 'youtube',
      file: null,
      iframe_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=5',
    });
    await findLesson('The lesson');
    expect(screen.getByTitle('The lesson')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
  });

  it('links to a YouTube page it cannot embed', async () => {
    renderLesson({ type: 'youtube', file: null, iframe_url: 'https://www.youtube.com/channel/UC123' });
    await findLesson('The lesson');
    expect(screen.getByText(/This video cannot be played here/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Watch it on YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/channel/UC123',
    );
    expect(screen.queryByTitle('The lesson')).not.toBeInTheDocument();
  });

  it('embeds a web page', async () => {
    renderLesson({ type: 'iframe', file: null, iframe_url: 'https://example.com/lesson' });
    await findLesson('The lesson');
    expect(screen.getByTitle('The lesson')).toHaveAttribute('src', 'https://example.com/lesson');
  });

  it('says when a lesson has no content', async () => {
    renderLesson({ type: 'video', file: null });
    const lesson = await findLesson('The lesson');
    expect(within(lesson).getByText('This lesson has no content yet.')).toBeInTheDocument();
  });

  it('keeps a playing video on its link when the course is fetched again', async () => {
    let signature = 'first';
    const course = () =>
      buildCourse({
        modules: [
          buildModule({
            lessons: [
              buildLesson({
                id: 10,
                title: 'The lesson',
                file: buildCourseFile({
                  url: `/api/course-files/video?expires=9999999999&signature=${signature}`,
                }),
              }),
            ],
          }),
        ],
      });
    const { user } = renderApp('/courses/1/lesson/10', {
      user: client,
      api: {
        'GET /api/clients/courses/1/': () => ({ body: course() }),
        'POST /api/clients/notes/': { status: 201, body: { id: 40 } },
      },
    });
    const lesson = await findLesson('The lesson');
    signature = 'second';
    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Thoughts');
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'Good one.');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    expect(await screen.findByText(CLIENT_MESSAGES.saved)).toBeInTheDocument();
    // The course was fetched again (with a fresh signature), yet the video's src stayed.
    await waitFor(() =>
      expect(
        vi.mocked(fetch).mock.calls.filter(([input]) => String(input).endsWith('/courses/1/')),
      ).toHaveLength(2),
    );
    expect(within(lesson).getByLabelText('The lesson')).toHaveAttribute(
      'src',
      '/api/course-files/video?expires=9999999999&signature=first',
    );
  });
});

describe('the lesson tabs', () => {
  it('shows the description under Info and the resources under Resources', async () => {
    const course = buildCourse({
      modules: [
        buildModule({
          lessons: [
            buildLesson({
              id: 10,
              title: 'The lesson',
              description: 'Breathe in for four counts.',
              resources: [
                buildLessonResource({
                  id: 1,
                  instruction: 'Read the guide',
                  url: 'https://example.com/guide',
                }),
                buildLessonResource({
                  id: 2,
                  instruction: 'Fill in the worksheet',
                  url: null,
                  file: buildCourseFile({ url: '/api/course-files/sheet', name: 'sheet.pdf', size: 2048 }),
                }),
              ],
            }),
          ],
        }),
      ],
    });
    const { user } = renderApp('/courses/1/lesson/10', { user: client, api: courseServer(course) });
    await findLesson('The lesson');
    expect(screen.getByRole('tab', { name: 'Info', selected: true })).toBeInTheDocument();
    expect(screen.getByText('Breathe in for four counts.')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Resources' }));
    const items = within(screen.getByRole('list', { name: 'Resources' })).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Read the guide')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'https://example.com/guide' })).toHaveAttribute(
      'href',
      'https://example.com/guide',
    );
    expect(within(items[1]!).getByText('Fill in the worksheet')).toBeInTheDocument();
    const download = within(items[1]!).getByRole('link', { name: 'Download sheet.pdf' });
    expect(download).toHaveAttribute('href', '/api/course-files/sheet');
    expect(download).toHaveAttribute('download', 'sheet.pdf');
    expect(within(items[1]!).getByText('(2 KB)')).toBeInTheDocument();
  });

  it('says when a lesson has no description or resources', async () => {
    const course = buildCourse({
      modules: [buildModule({ lessons: [buildLesson({ id: 10, title: 'The lesson', description: '' })] })],
    });
    const { user } = renderApp('/courses/1/lesson/10', { user: client, api: courseServer(course) });
    await findLesson('The lesson');
    expect(screen.getByText('This lesson has no description.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Resources' }));
    expect(screen.getByText('This lesson has no resources.')).toBeVisible();
  });

  it('writes a note on the lesson, then edits the same note', async () => {
    const { user, server } = renderApp('/courses/1/lesson/11', {
      user: client,
      api: {
        ...courseServer(buildCourse()),
        'POST /api/clients/notes/': { status: 201, body: { id: 40 } },
        'PATCH /api/clients/notes/40/': { body: { id: 40 } },
      },
    });
    await findLesson('Posture');
    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    const form = screen.getByRole('form', { name: 'Note on Posture' });
    expect(within(form).getByRole('checkbox', { name: 'Private' })).not.toBeChecked();

    await user.click(within(form).getByRole('button', { name: 'Save Note' }));
    expect(within(form).getAllByText('This field may not be blank.')).toHaveLength(2);
    expect(server.callsTo('POST /api/clients/notes/')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Sitting tall');
    await user.type(within(form).getByRole('textbox', { name: 'Text' }), 'Shoulders back helps.');
    await user.click(within(form).getByRole('button', { name: 'Save Note' }));
    expect(await screen.findByText(CLIENT_MESSAGES.saved)).toBeInTheDocument();
    expect(server.callsTo('POST /api/clients/notes/').map((call) => call.body)).toEqual([
      { title: 'Sitting tall', text: 'Shoulders back helps.', private: false, lesson: 11 },
    ]);

    await user.click(within(form).getByRole('checkbox', { name: 'Private' }));
    await user.click(within(form).getByRole('button', { name: 'Save Note' }));
    await waitFor(() => expect(server.callsTo('PATCH /api/clients/notes/40/')).toHaveLength(1));
    expect(server.callsTo('PATCH /api/clients/notes/40/')[0]?.body).toEqual({
      title: 'Sitting tall',
      text: 'Shoulders back helps.',
      private: true,
    });
    expect(server.callsTo('POST /api/clients/notes/')).toHaveLength(1);
  });

  it("edits the lesson's existing note", async () => {
    const course = buildCourse({
      modules: [
        buildModule({
          lessons: [
            buildLesson({
              id: 10,
              title: 'The lesson',
              note: { id: 33, title: 'Day one', text: 'Hard.', private: true },
            }),
          ],
        }),
      ],
    });
    const { user, server } = renderApp('/courses/1/lesson/10', {
      user: client,
      api: { ...courseServer(course), 'PATCH /api/clients/notes/33/': { body: { id: 33 } } },
    });
    await findLesson('The lesson');
    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Day one');
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('Hard.');
    expect(screen.getByRole('checkbox', { name: 'Private' })).toBeChecked();

    await user.type(screen.getByRole('textbox', { name: 'Text' }), ' Easier now.');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    expect(await screen.findByText(CLIENT_MESSAGES.saved)).toBeInTheDocument();
    expect(server.callsTo('PATCH /api/clients/notes/33/').map((call) => call.body)).toEqual([
      { title: 'Day one', text: 'Hard. Easier now.', private: true },
    ]);
    expect(server.callsTo('POST /api/clients/notes/')).toHaveLength(0);
  });

  it("shows the server's field errors when a note is refused", async () => {
    const { user } = renderApp('/courses/1/lesson/11', {
      user: client,
      api: {
        ...courseServer(buildCourse()),
        'POST /api/clients/notes/': {
          status: 400,
          body: { title: ['Ensure this field has no more than 200 characters.'] },
        },
      },
    });
    await findLesson('Posture');
    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'T');
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    expect(await screen.findAllByText('Ensure this field has no more than 200 characters.')).not.toHaveLength(
      0,
    );
    expect(screen.queryByText(CLIENT_MESSAGES.saved)).not.toBeInTheDocument();
  });
});

describe('completing a lesson', () => {
  it('marks it completed and moves to the next lesson', async () => {
    const { user, router, server } = renderApp('/courses/1/lesson/11', {
      user: client,
      api: courseServer(buildCourse(), () => ({ next_lesson: 12 })),
    });
    const lesson = await findLesson('Posture');
    await user.click(within(lesson).getByRole('button', { name: 'Complete' }));

    expect(await findLesson('Feedback')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/courses/1/lesson/12');
    expect(server.callsTo('POST /api/clients/lessons/11/complete/')).toHaveLength(1);
    expect(within(lessonLink('Posture')).getByRole('img', { name: 'Completed' })).toBeInTheDocument();
    expect(lessonLink('Feedback')).toHaveAttribute('aria-current', 'page');
  });

  it('goes to the course cards the first time the course is completed', async () => {
    const { user, router } = renderApp('/courses/1', {
      user: client,
      api: courseServer(buildCourse(), () => ({
        first_completion: true,
        next_lesson: 12,
        percent_completed: 100,
      })),
    });
    const lesson = await findLesson('Posture');
    await user.click(within(lesson).getByRole('button', { name: 'Complete' }));

    expect(await screen.findByRole('list', { name: 'Courses' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/courses');
  });

  it('stays on the last lesson and shows it completed', async () => {
    const { user, router } = renderApp('/courses/1/lesson/12', {
      user: client,
      api: courseServer(buildCourse()),
    });
    const lesson = await findLesson('Feedback');
    await user.click(within(lesson).getByRole('button', { name: 'Complete' }));

    expect(await within(lesson).findByText('Completed')).toBeInTheDocument();
    expect(within(lesson).queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/courses/1/lesson/12');
  });

  it('says when completing fails', async () => {
    const { user, router } = renderApp('/courses/1/lesson/11', {
      user: client,
      api: {
        ...courseServer(buildCourse()),
        'POST /api/clients/lessons/11/complete/': { status: 500, body: {} },
      },
    });
    const lesson = await findLesson('Posture');
    await user.click(within(lesson).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText(MESSAGES.serverError)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/courses/1/lesson/11');
    expect(within(lesson).getByRole('button', { name: 'Complete' })).toBeInTheDocument();
  });
});
