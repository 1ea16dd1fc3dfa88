import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CLIENT_MESSAGES,
  COURSE_MESSAGES,
  HABIT_MESSAGES,
  MAX_LESSON_FILE_BYTES,
  type ModuleLesson,
} from '@tandem/shared';
import { buildCoach } from '../../../../test/factories';
import type { FakeResponse, FakeRoutes } from '../../../../test/fake-api';
import { pageOf, queriesTo } from '../../../../test/fake-requests';
import { giveElementsABox } from '../../../../test/give-elements-a-box';
import { renderApp } from '../../../../test/render';
import {
  LESSONS,
  RESOURCES,
  buildCourse,
  buildLesson,
  buildLessonResource,
  buildModule,
  moduleRoutes,
  sentFormData,
  stubUploads,
} from '../../coach-testing';

const coach = buildCoach();
const SLOW = { timeout: 60_000 };
const PAGE = { timeout: 5000 };
const course = buildCourse({ id: 5, title: 'Sleep Better' });
const week1 = buildModule({ id: 9, course: 5, title: 'Week 1' });

const intro = buildLesson({ id: 30, title: 'Welcome', type: 'youtube', iframe_url: 'https://youtu.be/abc' });
const guide = buildLesson({
  id: 31,
  title: 'The guide',
  type: 'pdf',
  iframe_url: null,
  published: false,
  file: {
    url: '/api/course-files/k?expires=1&signature=s',
    name: 'guide.pdf',
    size: 10,
    content_type: 'application/pdf',
  },
  file_name: 'guide.pdf',
  resources: [buildLessonResource({ id: 80, lesson: 31, instruction: 'Read the guide' })],
});

/** The module page with lessons the handlers change; uploads go through the fake API. */
function renderModule(initial: ModuleLesson[], api: FakeRoutes = {}) {
  let lessons = [...initial];
  const rendered = renderApp('/courses/modules/9', {
    user: coach,
    api: {
      ...moduleRoutes(week1, { course }),
      [`GET ${LESSONS}`]: () => ({ body: pageOf(lessons) }),
      [`POST ${LESSONS}`]: () => {
        const created = buildLesson({ id: 40, title: 'New lesson' });
        lessons = [...lessons, created];
        return { status: 201, body: created };
      },
      [`DELETE ${LESSONS}30/`]: () => {
        lessons = lessons.filter((lesson) => lesson.id !== 30);
        return { status: 204 };
      },
      ...api,
    },
  });
  stubUploads();
  return rendered;
}

async function openNewLesson(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Add Lesson' }, PAGE));
  const dialog = within(await screen.findByRole('dialog', { name: 'New Lesson' }));
  return { dialog, form: within(dialog.getByRole('form', { name: 'Lesson' })) };
}

async function chooseType(
  user: ReturnType<typeof renderApp>['user'],
  form: ReturnType<typeof within>,
  label: string,
) {
  await user.click(form.getByRole('textbox', { name: 'Type' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

const lessonBodies = () => sentFormData(LESSONS);

beforeEach(() => giveElementsABox());

describe('module lessons: list', SLOW, () => {
  it('lists the lessons in order with their type, state, content and moves', async () => {
    renderModule([intro, guide]);
    const list = within(await screen.findByRole('list', { name: 'Lessons' }, PAGE));
    const first = within(list.getByRole('listitem', { name: 'Welcome' }));
    expect(first.getByText('YouTube')).toBeInTheDocument();
    expect(first.getByText('Published')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'https://youtu.be/abc' })).toHaveAttribute(
      'href',
      'https://youtu.be/abc',
    );
    expect(first.getByRole('button', { name: 'Move up' })).toBeDisabled();
    expect(first.getByRole('button', { name: 'Move down' })).toBeEnabled();
    const second = within(list.getByRole('listitem', { name: 'The guide' }));
    expect(second.getByText('PDF')).toBeInTheDocument();
    expect(second.getByText('Draft')).toBeInTheDocument();
    expect(second.getByText('1 resource')).toBeInTheDocument();
    expect(second.getByRole('link', { name: 'guide.pdf' })).toHaveAttribute(
      'href',
      '/api/course-files/k?expires=1&signature=s',
    );
    expect(second.getByRole('button', { name: 'Move down' })).toBeDisabled();
    expect(queriesTo(LESSONS).map((query) => Object.fromEntries(query))[0]).toEqual({
      module: '9',
      limit: '500',
    });
  });

  it('moves a lesson and reloads the list', async () => {
    let lessons = [intro, guide];
    const { user, server } = renderModule([], {
      [`GET ${LESSONS}`]: () => ({ body: pageOf(lessons) }),
      [`POST ${LESSONS}31/move/`]: () => {
        lessons = [guide, intro];
        return { body: null };
      },
    });
    const row = within(await screen.findByRole('listitem', { name: 'The guide' }, PAGE));
    await user.click(row.getByRole('button', { name: 'Move up' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Lessons' }))
          .getAllByRole('listitem', { name: /Welcome|The guide/ })
          .map((item) => item.getAttribute('aria-label')),
      ).toEqual(['The guide', 'Welcome']),
    );
    expect(server.callsTo(`POST ${LESSONS}31/move/`).map((call) => call.body)).toEqual([{ direction: 'up' }]);
  });

  it('deletes a lesson after a confirmation', async () => {
    const { user, server } = renderModule([intro, guide]);
    await screen.findByRole('list', { name: 'Lessons' }, PAGE);
    await user.click(screen.getByRole('button', { name: 'Delete Welcome' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Lesson' }));
    expect(server.callsTo(`DELETE ${LESSONS}30/`)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(CLIENT_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Welcome' })).not.toBeInTheDocument());
    expect(server.callsTo(`DELETE ${LESSONS}30/`)).toHaveLength(1);
  });
});

describe('module lessons: add and change', SLOW, () => {
  it("needs a title and a type: 'Please select type of lesson this is'", async () => {
    const { user } = renderModule([]);
    const { form } = await openNewLesson(user);
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      COURSE_MESSAGES.titleRequired,
    );
    expect(await form.findByText(COURSE_MESSAGES.selectLessonType)).toBeInTheDocument();
    expect(lessonBodies()).toHaveLength(0);
  });

  it('adds a YouTube lesson with its link', async () => {
    const { user } = renderModule([]);
    const { form } = await openNewLesson(user);
    await user.type(form.getByRole('textbox', { name: 'Title' }), 'Welcome');
    await user.type(form.getByRole('textbox', { name: 'Description' }), 'Say hello');
    await chooseType(user, form, 'YouTube');
    expect(form.queryByLabelText('Lesson file')).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getByRole('textbox', { name: 'URL' })).toHaveAccessibleDescription(
      expect.stringContaining(COURSE_MESSAGES.lessonNeedsUrl),
    );
    expect(lessonBodies()).toHaveLength(0);

    await user.type(form.getByRole('textbox', { name: 'URL' }), 'https://youtu.be/abc');
    // A new lesson says it is a draft until published (issue 45), and what publishing does.
    const published = form.getByRole('switch', { name: /^Published/ });
    expect(form.getByText(/^A draft: clients do not see this lesson/)).toBeInTheDocument();
    await user.click(published);
    expect(form.getByText('Clients with the course see this lesson.')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(CLIENT_MESSAGES.saved)).toBeInTheDocument();
    const [sent] = lessonBodies();
    expect(Object.fromEntries(sent!.entries())).toEqual({
      module: '9',
      title: 'Welcome',
      description: 'Say hello',
      type: 'youtube',
      iframe_url: 'https://youtu.be/abc',
      published: 'true',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Lesson' })).not.toBeInTheDocument());
    expect(await screen.findByRole('listitem', { name: 'New lesson' })).toBeInTheDocument();
  });

  it('uploads a video lesson as multipart with the file last, showing the progress', async () => {
    let answer: (response: FakeResponse) => void = () => {};
    const { user, server } = renderModule([], {
      [`POST ${LESSONS}`]: () =>
        new Promise<FakeResponse>((resolve) => {
          answer = resolve;
        }),
    });
    const { form } = await openNewLesson(user);
    await user.type(form.getByRole('textbox', { name: 'Title' }), 'Breathing');
    await chooseType(user, form, 'Video');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText(COURSE_MESSAGES.lessonNeedsFile)).toBeInTheDocument();

    const video = new File(['mp4'], 'breathing.mp4', { type: 'video/mp4' });
    const input = form.getByLabelText('Lesson file');
    expect(input).toHaveAttribute('accept', 'video/*');
    await user.upload(input, video);
    await user.click(form.getByRole('button', { name: 'Save' }));

    const progress = await form.findByRole('progressbar', { name: 'Upload progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    expect(form.getByText('Uploading… 50%')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo(`POST ${LESSONS}`)).toHaveLength(1));
    const [sent] = lessonBodies();
    expect([...sent!.keys()]).toEqual([
      'module',
      'title',
      'description',
      'type',
      'iframe_url',
      'published',
      'file_name',
      'file',
    ]);
    expect(sent?.get('type')).toBe('video');
    expect(sent?.get('file_name')).toBe('breathing.mp4');
    expect(sent?.get('file')).toMatchObject({ name: 'breathing.mp4', type: 'video/mp4', size: video.size });
    expect(server.callsTo(`POST ${LESSONS}`)[0]?.headers.get('Authorization')).toBe('Token test-token');

    answer({
      status: 201,
      body: buildLesson({ id: 41, title: 'Breathing', type: 'video', iframe_url: null }),
    });
    expect(await screen.findByText(CLIENT_MESSAGES.saved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Lesson' })).not.toBeInTheDocument());
  });

  it('cancels an upload on the way', async () => {
    const { user } = renderModule([], { [`POST ${LESSONS}`]: () => new Promise<FakeResponse>(() => {}) });
    const { form } = await openNewLesson(user);
    await user.type(form.getByRole('textbox', { name: 'Title' }), 'Breathing');
    await chooseType(user, form, 'Video');
    await user.upload(
      form.getByLabelText('Lesson file'),
      new File(['mp4'], 'breathing.mp4', { type: 'video/mp4' }),
    );
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Cancel upload' }));
    await waitFor(() => expect(form.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.queryByText(CLIENT_MESSAGES.saved)).not.toBeInTheDocument();
  });

  it("refuses a file over 1 GB before sending it: 'File size is too large (max is 1GB)'", async () => {
    const { user } = renderModule([]);
    const { form } = await openNewLesson(user);
    await user.type(form.getByRole('textbox', { name: 'Title' }), 'Huge');
    await chooseType(user, form, 'File to Download');
    const huge = new File(['zip'], 'huge.zip', { type: 'application/zip' });
    Object.defineProperty(huge, 'size', { value: MAX_LESSON_FILE_BYTES + 1 });
    const input = form.getByLabelText('Lesson file');
    expect(input).not.toHaveAttribute('accept');
    await user.upload(input, huge);
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(await form.findByText(COURSE_MESSAGES.fileTooLarge)).toBeInTheDocument();
    expect(lessonBodies()).toHaveLength(0);
  });

  it("says 'File size too large (max is 1GB)' when the server answers 413", async () => {
    const { user } = renderModule([], {
      [`POST ${LESSONS}`]: { status: 413, body: { detail: 'Too large' } },
    });
    const { form } = await openNewLesson(user);
    await user.type(form.getByRole('textbox', { name: 'Title' }), 'Guide');
    await chooseType(user, form, 'PDF');
    await user.upload(
      form.getByLabelText('Lesson file'),
      new File(['%PDF'], 'guide.pdf', { type: 'application/pdf' }),
    );
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(await form.findByRole('alert')).toHaveTextContent(COURSE_MESSAGES.lessonTooLarge);
    expect(form.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New Lesson' })).toBeInTheDocument();
  });

  it("shows the server's own message below 410, and the server error text above", async () => {
    let status = 400;
    const { user } = renderModule([], {
      [`POST ${LESSONS}`]: () =>
        status === 400 ? { status, body: { file: [COURSE_MESSAGES.wrongFileType] } } : { status, body: {} },
    });
    const { form } = await openNewLesson(user);
    await user.type(form.getByRole('textbox', { name: 'Title' }), 'Sounds');
    await chooseType(user, form, 'Audio');
    await user.upload(
      form.getByLabelText('Lesson file'),
      new File(['x'], 'sounds.mp3', { type: 'audio/mpeg' }),
    );
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText(COURSE_MESSAGES.wrongFileType)).toBeInTheDocument();

    status = 502;
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByRole('alert')).toHaveTextContent(COURSE_MESSAGES.lessonServerError);
  });

  it('changes a lesson with PATCH, keeping its stored file when none is chosen', async () => {
    const { user, server } = renderModule([guide], {
      [`PATCH ${LESSONS}31/`]: { body: { ...guide, title: 'The full guide' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit The guide' }, PAGE));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Lesson' }));
    const form = within(dialog.getByRole('form', { name: 'Lesson' }));
    expect(form.getByRole('textbox', { name: 'Type' })).toHaveValue('PDF');
    expect(form.getByText(/Current file: guide\.pdf/)).toBeInTheDocument();
    const title = form.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'The full guide');
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(CLIENT_MESSAGES.saved)).toBeInTheDocument();
    expect(server.callsTo(`PATCH ${LESSONS}31/`)).toHaveLength(1);
    const [sent] = sentFormData(`${LESSONS}31/`);
    expect(Object.fromEntries(sent!.entries())).toEqual({
      title: 'The full guide',
      description: '',
      type: 'pdf',
      iframe_url: '',
      published: 'false',
    });
  });
});

describe('module lessons: resources', SLOW, () => {
  async function openResources(api: FakeRoutes = {}) {
    let lessons = [guide];
    const rendered = renderModule([], {
      [`GET ${LESSONS}`]: () => ({ body: pageOf(lessons) }),
      [`POST ${RESOURCES}`]: () => {
        const created = buildLessonResource({ id: 81, lesson: 31, instruction: 'New one' });
        lessons = [{ ...guide, resources: [...guide.resources, created] }];
        return { status: 201, body: created };
      },
      [`DELETE ${RESOURCES}80/`]: () => {
        lessons = [{ ...guide, resources: [] }];
        return { status: 204 };
      },
      ...api,
    });
    await rendered.user.click(await screen.findByRole('button', { name: 'Edit The guide' }, PAGE));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Lesson' }));
    return { ...rendered, dialog, form: within(dialog.getByRole('form', { name: 'New resource' })) };
  }

  it("lists the lesson's resources and adds a link resource", async () => {
    const { user, dialog, form } = await openResources();
    const list = within(dialog.getByRole('list', { name: 'Resources' }));
    expect(list.getByRole('link', { name: 'https://example.com/guide' })).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Add Resource' }));
    expect(form.getByRole('textbox', { name: 'Instruction' })).toHaveAccessibleDescription(
      HABIT_MESSAGES.noInstructions,
    );
    expect(form.getByRole('textbox', { name: 'Resource URL' })).toHaveAccessibleDescription(
      HABIT_MESSAGES.noResources,
    );

    await user.type(form.getByRole('textbox', { name: 'Instruction' }), 'Watch this');
    await user.type(form.getByRole('textbox', { name: 'Resource URL' }), 'https://example.com/a');
    await user.click(form.getByRole('button', { name: 'Add Resource' }));

    expect(await screen.findByText(CLIENT_MESSAGES.saved)).toBeInTheDocument();
    const [sent] = sentFormData(RESOURCES);
    expect(Object.fromEntries(sent!.entries())).toEqual({
      lesson: '31',
      instruction: 'Watch this',
      type: 'url',
      url: 'https://example.com/a',
    });
    expect(await dialog.findByRole('listitem', { name: 'New one' })).toBeInTheDocument();
  });

  it('uploads a file resource, needing a file first', async () => {
    const { user, form } = await openResources();
    await user.click(form.getByRole('textbox', { name: 'Resource type' }));
    await user.click(await screen.findByRole('option', { name: HABIT_MESSAGES.resourceTypeFile }));
    await user.type(form.getByRole('textbox', { name: 'Instruction' }), 'Print this');
    await user.click(form.getByRole('button', { name: 'Add Resource' }));
    expect(await form.findByText(HABIT_MESSAGES.noFileUploaded)).toBeInTheDocument();

    await user.upload(form.getByLabelText('Resource file to upload'), new File(['%PDF'], 'sheet.pdf'));
    await user.click(form.getByRole('button', { name: 'Add Resource' }));
    expect(await screen.findByText(CLIENT_MESSAGES.saved)).toBeInTheDocument();
    const [sent] = sentFormData(RESOURCES);
    expect(sent?.get('type')).toBe('file');
    expect([...sent!.keys()].at(-1)).toBe('file');
    expect((sent?.get('file') as File).name).toBe('sheet.pdf');
  });

  it('deletes a resource after a second click', async () => {
    const { user, dialog, server } = await openResources();
    const item = within(dialog.getByRole('listitem', { name: 'Read the guide' }));
    await user.click(item.getByRole('button', { name: 'Delete resource Read the guide' }));
    expect(server.callsTo(`DELETE ${RESOURCES}80/`)).toHaveLength(0);
    await user.click(item.getByRole('button', { name: 'Confirm delete' }));
    expect(await screen.findByText(CLIENT_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() =>
      expect(dialog.queryByRole('listitem', { name: 'Read the guide' })).not.toBeInTheDocument(),
    );
    expect(server.callsTo(`DELETE ${RESOURCES}80/`)).toHaveLength(1);
  });
});
