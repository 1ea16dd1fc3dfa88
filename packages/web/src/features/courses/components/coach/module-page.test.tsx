import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES, COURSE_MESSAGES } from '@tandem/shared';
import { buildCoach } from '../../../../test/factories';
import type { FakeRoutes } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render';
import { COURSES, MODULES, buildCourse, buildModule, courseRoutes, moduleRoutes } from '../../coach-testing';

const coach = buildCoach();
const SLOW = { timeout: 60_000 };
const PAGE = { timeout: 5000 };
const course = buildCourse({ id: 5, title: 'Sleep Better' });
const week1 = buildModule({
  id: 9,
  course: 5,
  title: 'Week 1',
  description: 'First steps',
  published: false,
});

function renderEdit(api: FakeRoutes = {}, module = week1) {
  return renderApp(`/courses/modules/${module.id}`, {
    user: coach,
    api: { ...courseRoutes(course), ...moduleRoutes(module, { course }), ...api },
  });
}

const findForm = async () => within(await screen.findByRole('form', { name: 'Module' }, PAGE));

describe('new module', SLOW, () => {
  it('needs a title and a description', async () => {
    const { user, server } = renderApp('/courses/5/modules/new', { user: coach, api: courseRoutes(course) });
    const form = await findForm();
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      COURSE_MESSAGES.titleRequired,
    );
    expect(form.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      COURSE_MESSAGES.descriptionRequired,
    );
    expect(server.callsTo(`POST ${MODULES}`)).toHaveLength(0);
  });

  it("creates the module in the URL's course and opens it", async () => {
    const created = buildModule({
      id: 11,
      course: 5,
      title: 'Week 2',
      description: 'Going on',
      published: true,
    });
    const { user, server, router } = renderApp('/courses/5/modules/new', {
      user: coach,
      api: {
        ...courseRoutes(course),
        ...moduleRoutes(created, { course }),
        [`POST ${MODULES}`]: { status: 201, body: created },
      },
    });
    expect(await screen.findByRole('heading', { name: 'New Module' }, PAGE)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sleep Better' })).toHaveAttribute(
      'href',
      '/coach-courses/5',
    );
    const form = await findForm();
    await user.type(form.getByRole('textbox', { name: 'Title' }), 'Week 2');
    await user.type(form.getByRole('textbox', { name: 'Description' }), 'Going on');
    await user.click(form.getByRole('switch', { name: /^Published/ }));
    await user.click(form.getByRole('button', { name: 'Save' }));

    // Saved changes leave without asking.
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/modules/11'));
    expect(screen.queryByText(COURSE_MESSAGES.unsavedDraft)).not.toBeInTheDocument();
    expect(server.callsTo(`POST ${MODULES}`).map((call) => call.body)).toEqual([
      { course: 5, title: 'Week 2', description: 'Going on', published: true },
    ]);
    expect(await screen.findByRole('heading', { name: 'Week 2' }, PAGE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lessons' })).toBeInTheDocument();
  });

  it("says 'An error occurred while saving' when the save fails", async () => {
    const { user } = renderApp('/courses/5/modules/new', {
      user: coach,
      api: { ...courseRoutes(course), [`POST ${MODULES}`]: { status: 500, body: {} } },
    });
    const form = await findForm();
    await user.type(form.getByRole('textbox', { name: 'Title' }), 'Week 2');
    await user.type(form.getByRole('textbox', { name: 'Description' }), 'Going on');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(COURSE_MESSAGES.moduleSaveError)).toBeInTheDocument();
  });
});

describe('edit module', SLOW, () => {
  it("shows the module's values and saves the changes", async () => {
    const { user, server } = renderEdit({
      [`PATCH ${MODULES}9/`]: ({ body }) => ({ body: { ...week1, ...(body as object) } }),
    });
    expect(await screen.findByRole('heading', { name: 'Week 1' }, PAGE)).toBeInTheDocument();
    const form = await findForm();
    expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Week 1');
    expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue('First steps');
    expect(form.getByRole('switch', { name: /^Published/ })).not.toBeChecked();

    const title = form.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Week One');
    await user.click(form.getByRole('switch', { name: /^Published/ }));
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(CLIENT_MESSAGES.saved)).toBeInTheDocument();
    expect(server.callsTo(`PATCH ${MODULES}9/`).map((call) => call.body)).toEqual([
      { title: 'Week One', description: 'First steps', published: true },
    ]);
    expect(await screen.findByRole('heading', { name: 'Week One' })).toBeInTheDocument();
  });

  it("says 'An error occurred' when the module cannot be loaded", async () => {
    renderApp('/courses/modules/9', {
      user: coach,
      api: { [`GET ${MODULES}9/`]: { status: 500, body: {} } },
    });
    expect(await screen.findByText(COURSE_MESSAGES.moduleError, {}, PAGE)).toBeInTheDocument();
  });

  it('shows a managed module read-only', async () => {
    renderEdit({}, { ...week1, editable: false });
    const form = await findForm();
    expect(form.getByRole('textbox', { name: 'Title' })).toBeDisabled();
    expect(form.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Lesson' })).not.toBeInTheDocument();
  });
});

describe('leaving a module with unsaved changes', SLOW, () => {
  it('leaves at once when nothing changed', async () => {
    const { user, router } = renderEdit();
    await findForm();
    await user.click(await screen.findByRole('link', { name: 'Sleep Better' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/coach-courses/5'));
    expect(screen.queryByText(COURSE_MESSAGES.unsavedDraft)).not.toBeInTheDocument();
  });

  it('asks first when the form has changes: Stay keeps them, Leave goes', async () => {
    const { user, router } = renderEdit();
    const form = await findForm();
    await user.type(form.getByRole('textbox', { name: 'Title' }), ' draft');

    await user.click(await screen.findByRole('link', { name: 'Sleep Better' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Unsaved changes' }));
    expect(dialog.getByText(COURSE_MESSAGES.unsavedDraft)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Stay' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.pathname).toBe('/courses/modules/9');
    expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Week 1 draft');

    await user.click(screen.getByRole('link', { name: 'Sleep Better' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/coach-courses/5'));
  });

  it('asks the browser to confirm a reload only while there are changes', async () => {
    const { user } = renderEdit();
    const form = await findForm();
    const reload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      fireEvent(window, event);
      return event.defaultPrevented;
    };
    expect(reload()).toBe(false);
    await user.type(form.getByRole('textbox', { name: 'Description' }), '!');
    expect(reload()).toBe(true);
  });

  it('stops asking once the changes are saved', async () => {
    const { user, router } = renderEdit({
      [`PATCH ${MODULES}9/`]: ({ body }) => ({ body: { ...week1, ...(body as object) } }),
      [`GET ${COURSES}5/`]: { body: course },
    });
    const form = await findForm();
    await user.type(form.getByRole('textbox', { name: 'Title' }), '!');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CLIENT_MESSAGES.saved)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sleep Better' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/coach-courses/5'));
    expect(screen.queryByText(COURSE_MESSAGES.unsavedDraft)).not.toBeInTheDocument();
  });
});
