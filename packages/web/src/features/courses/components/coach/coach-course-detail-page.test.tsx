import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES, COURSE_MESSAGES, MAX_COURSE_IMAGE_BYTES, PULSE_MESSAGES } from '@tandem/shared';
import { buildCoach } from '../../../../test/factories';
import type { FakeRoutes } from '../../../../test/fake-api';
import { pageOf, queriesTo } from '../../../../test/fake-requests';
import { giveElementsABox } from '../../../../test/give-elements-a-box';
import { renderApp } from '../../../../test/render';
import { buildClientSummary } from '../../../clients/testing';
import {
  CLIENTS,
  CLIENT_COURSES,
  COURSES,
  MODULES,
  buildClientCourse,
  buildCourse,
  buildModule,
  courseRoutes,
  sentFormData,
} from '../../coach-testing';
import { IMAGE_TOO_LARGE } from './course-image';

const coach = buildCoach();
const SLOW = { timeout: 60_000 };
const PAGE = { timeout: 5000 };
const course = buildCourse({ id: 5, title: 'Sleep Better', description: 'Seven nights', public: false });
const DETAIL = `${COURSES}5/`;

function renderDetail(api: FakeRoutes = {}, shown = course) {
  return renderApp(`/coach-courses/${shown.id}`, { user: coach, api: { ...courseRoutes(shown), ...api } });
}

const findHeading = (name: string) => screen.findByRole('heading', { name }, PAGE);

beforeEach(() => giveElementsABox());

describe('course detail: settings', SLOW, () => {
  it("shows the course's settings and saves the changes", async () => {
    const { user, server } = renderDetail({
      [`PATCH ${DETAIL}`]: ({ body }) => ({ body: { ...course, ...(body as object) } }),
    });
    await findHeading('Sleep Better');
    const form = within(screen.getByRole('form', { name: 'Course' }));
    expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Sleep Better');
    expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue('Seven nights');
    expect(form.getByRole('switch', { name: /^Public/ })).not.toBeChecked();
    expect(form.getByRole('switch', { name: /^Published/ })).toBeChecked();

    const title = form.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Sleep Well');
    await user.click(form.getByRole('switch', { name: /^Public/ }));
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(CLIENT_MESSAGES.saved)).toBeInTheDocument();
    expect(server.callsTo(`PATCH ${DETAIL}`).map((call) => call.body)).toEqual([
      { title: 'Sleep Well', description: 'Seven nights', public: true, published: true },
    ]);
    expect(await findHeading('Sleep Well')).toBeInTheDocument();
  });

  it("needs a title: 'Title is required'", async () => {
    const { user, server } = renderDetail();
    await findHeading('Sleep Better');
    const form = within(screen.getByRole('form', { name: 'Course' }));
    await user.clear(form.getByRole('textbox', { name: 'Title' }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      COURSE_MESSAGES.titleRequired,
    );
    expect(server.callsTo(`PATCH ${DETAIL}`)).toHaveLength(0);
  });

  it('uploads a background image as multipart `file`', async () => {
    const withImage = { ...course, background_image: '/media/courses/sleep.png' };
    const { user } = renderDetail({
      [`POST ${DETAIL}background_image/`]: { body: withImage },
    });
    await findHeading('Sleep Better');
    const image = new File(['png'], 'sleep.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Background image'), image);

    expect(await screen.findByText(CLIENT_MESSAGES.saved)).toBeInTheDocument();
    const [sent] = sentFormData(`${DETAIL}background_image/`);
    expect((sent?.get('file') as File).name).toBe('sleep.png');
    expect(await screen.findByRole('img', { name: 'Sleep Better background' })).toHaveAttribute(
      'src',
      '/media/courses/sleep.png',
    );
  });

  it('refuses an image over the limit before sending it', async () => {
    const { user } = renderDetail();
    await findHeading('Sleep Better');
    const image = new File(['png'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(image, 'size', { value: MAX_COURSE_IMAGE_BYTES + 1 });
    await user.upload(screen.getByLabelText('Background image'), image);
    expect(await screen.findByRole('alert')).toHaveTextContent(IMAGE_TOO_LARGE);
    expect(sentFormData(`${DETAIL}background_image/`)).toHaveLength(0);
  });

  it('says when the course does not exist or is not visible', async () => {
    renderApp('/coach-courses/77', { user: coach });
    expect(await screen.findByText(COURSE_MESSAGES.courseNotFound, {}, PAGE)).toBeInTheDocument();
  });
});

describe('course detail: modules', SLOW, () => {
  const week1 = buildModule({ id: 9, title: 'Week 1', published: true, lessons_count: 3 });
  const week2 = buildModule({ id: 10, title: 'Week 2', published: false, lessons_count: 1 });

  it('lists the modules in order with their badge, lesson count, links and Add Module', async () => {
    renderDetail(courseRoutes(course, { modules: [week1, week2] }));
    const list = within(await screen.findByRole('list', { name: 'Modules' }, PAGE));
    const first = within(list.getByRole('listitem', { name: 'Week 1' }));
    expect(first.getByRole('link', { name: 'Week 1' })).toHaveAttribute('href', '/courses/modules/9');
    expect(first.getByText('Published')).toBeInTheDocument();
    expect(first.getByText('3 lessons')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Move up' })).toBeDisabled();
    const second = within(list.getByRole('listitem', { name: 'Week 2' }));
    expect(second.getByText('Draft')).toBeInTheDocument();
    expect(second.getByText('1 lesson')).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Move down' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Add Module' })).toHaveAttribute(
      'href',
      '/courses/5/modules/new',
    );
    expect(queriesTo(MODULES).map((query) => Object.fromEntries(query))).toEqual([
      { course: '5', limit: '500' },
    ]);
  });

  it('moves a module and reloads the list', async () => {
    let modules = [week1, week2];
    const { user, server } = renderDetail({
      [`GET ${MODULES}`]: () => ({ body: pageOf(modules) }),
      [`POST ${MODULES}9/move/`]: () => {
        modules = [week2, week1];
        return { body: null };
      },
    });
    const row = within(await screen.findByRole('listitem', { name: 'Week 1' }, PAGE));
    await user.click(row.getByRole('button', { name: 'Move down' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Modules' }))
          .getAllByRole('listitem')
          .map((item) => item.getAttribute('aria-label')),
      ).toEqual(['Week 2', 'Week 1']),
    );
    expect(server.callsTo(`POST ${MODULES}9/move/`).map((call) => call.body)).toEqual([
      { direction: 'down' },
    ]);
  });
});

describe('course detail: clients with access', SLOW, () => {
  it("lists who was given the course and revokes a client's access", async () => {
    let access = [buildClientCourse(21), buildClientCourse(22)];
    const { user, server } = renderDetail({
      [`GET ${CLIENT_COURSES}`]: () => ({ body: pageOf(access) }),
      [`POST ${DETAIL}remove_user/`]: ({ body }) => {
        access = access.filter((row) => row.client.id !== (body as { user: number }).user);
        return { body: null };
      },
    });
    const list = within(await screen.findByRole('list', { name: 'Clients with access' }, PAGE));
    expect(list.getByText('client21@example.com')).toBeInTheDocument();
    await user.click(list.getByRole('button', { name: 'Revoke Ada Client21' }));

    expect(await screen.findByText(PULSE_MESSAGES.revoked)).toBeInTheDocument();
    expect(server.callsTo(`POST ${DETAIL}remove_user/`).map((call) => call.body)).toEqual([{ user: 21 }]);
    await waitFor(() =>
      expect(list.queryByRole('listitem', { name: 'Ada Client21' })).not.toBeInTheDocument(),
    );
    expect(list.getByRole('listitem', { name: 'Ada Client22' })).toBeInTheDocument();
    expect(queriesTo(CLIENT_COURSES).map((query) => Object.fromEntries(query))[0]).toEqual({
      course: '5',
      limit: '1000',
    });
  });

  it('gives an active client the course, offering only those without it', async () => {
    let access = [buildClientCourse(21)];
    const { user, server } = renderDetail({
      [`GET ${CLIENT_COURSES}`]: () => ({ body: pageOf(access) }),
      [`GET ${CLIENTS}`]: {
        body: pageOf([
          buildClientSummary({ id: 21, first_name: 'Ada', last_name: 'Client21' }),
          buildClientSummary({ id: 23, first_name: 'Ben', last_name: 'Okafor' }),
        ]),
      },
      [`POST ${CLIENT_COURSES}`]: ({ body }) => {
        const created = buildClientCourse(23, {
          client: { id: 23, first_name: 'Ben', last_name: 'Okafor', email: 'ben@example.com', image: null },
        });
        access = [...access, created];
        return { status: 201, body: { ...created, ...(body as object) } };
      },
    });
    await screen.findByRole('list', { name: 'Clients with access' }, PAGE);
    const give = screen.getByRole('button', { name: 'Give Access' });
    expect(give).toBeDisabled();
    await user.click(screen.getByRole('textbox', { name: 'Give access to' }));
    expect(await screen.findByRole('option', { name: 'Ben Okafor' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Ada Client21' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Ben Okafor' }));
    await user.click(give);

    expect(await screen.findByText(CLIENT_MESSAGES.saved)).toBeInTheDocument();
    expect(server.callsTo(`POST ${CLIENT_COURSES}`).map((call) => call.body)).toEqual([
      { client: 23, course: 5 },
    ]);
    expect(await screen.findByRole('listitem', { name: 'Ben Okafor' })).toBeInTheDocument();
    expect(queriesTo(CLIENTS).map((query) => Object.fromEntries(query))[0]).toEqual({
      filter: 'active',
      limit: '1000',
    });
  });

  it('says that a public course is open to every client', async () => {
    renderDetail({}, buildCourse({ id: 5, title: 'Open Course', public: true }));
    await findHeading('Open Course');
    expect(screen.getByText(/This course is public: all your clients can take it\./)).toBeInTheDocument();
  });
});

describe('course detail: delete', SLOW, () => {
  it('deletes the course after a confirmation and goes back to the list', async () => {
    const { user, server, router } = renderDetail({
      [`DELETE ${DETAIL}`]: { status: 204 },
      [`GET ${COURSES}`]: { body: pageOf([]) },
    });
    await findHeading('Sleep Better');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Course' }));
    expect(server.callsTo(`DELETE ${DETAIL}`)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/coach-courses'));
    expect(await screen.findByText(CLIENT_MESSAGES.deleted)).toBeInTheDocument();
    expect(server.callsTo(`DELETE ${DETAIL}`)).toHaveLength(1);
  });
});

describe('course detail: managed', SLOW, () => {
  it('shows a company course read-only', async () => {
    const managed = buildCourse({ id: 5, title: 'Company Course', editable: false, owner: null });
    renderDetail(
      courseRoutes(managed, {
        modules: [buildModule({ id: 9, title: 'Week 1', editable: false })],
        access: [buildClientCourse(21)],
      }),
      managed,
    );
    await findHeading('Company Course');
    expect(screen.getByText('Managed')).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Course' }));
    expect(form.getByRole('textbox', { name: 'Title' })).toBeDisabled();
    expect(form.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Module' })).not.toBeInTheDocument();
    const module = within(await screen.findByRole('listitem', { name: 'Week 1' }));
    expect(module.getByRole('button', { name: 'Move up' })).toBeDisabled();
    expect(module.getByRole('button', { name: 'Move down' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Revoke Ada Client21' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Give Access' })).toBeDisabled();
  });
});
