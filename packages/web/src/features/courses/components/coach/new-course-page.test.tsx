import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES, COURSE_MESSAGES } from '@tandem/shared';
import { buildCoach } from '../../../../test/factories';
import { renderApp } from '../../../../test/render';
import { COURSES, buildCourse, courseRoutes } from '../../coach-testing';

const coach = buildCoach();
const SLOW = { timeout: 60_000 };
const PAGE = { timeout: 5000 };

describe('new course', SLOW, () => {
  it('needs a title and a description', async () => {
    const { user, server } = renderApp('/courses/new', { user: coach });
    const form = within(await screen.findByRole('form', { name: 'Course' }, PAGE));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      COURSE_MESSAGES.titleRequired,
    );
    expect(form.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      COURSE_MESSAGES.descriptionRequired,
    );
    expect(server.callsTo(`POST ${COURSES}`)).toHaveLength(0);
  });

  it('creates the course and opens its page', async () => {
    const created = buildCourse({ id: 12, title: 'Sleep Better', public: true, published: false });
    const { user, server, router } = renderApp('/courses/new', {
      user: coach,
      api: { [`POST ${COURSES}`]: { status: 201, body: created }, ...courseRoutes(created) },
    });
    const form = within(await screen.findByRole('form', { name: 'Course' }, PAGE));
    const visibility = form.getByRole('switch', { name: /^Public/ });
    expect(visibility).not.toBeChecked();
    expect(form.getByText('Only clients I choose')).toBeInTheDocument();

    await user.type(form.getByRole('textbox', { name: 'Title' }), ' Sleep Better ');
    await user.type(form.getByRole('textbox', { name: 'Description' }), 'Seven nights');
    await user.click(visibility);
    expect(form.getByText('All my clients')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/coach-courses/12'));
    expect(server.callsTo(`POST ${COURSES}`).map((call) => call.body)).toEqual([
      { title: 'Sleep Better', description: 'Seven nights', public: true, published: false },
    ]);
    expect(await screen.findByText(CLIENT_MESSAGES.saved)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sleep Better' }, PAGE)).toBeInTheDocument();
  });

  it("shows the server's field messages under the fields", async () => {
    const { user } = renderApp('/courses/new', {
      user: coach,
      api: {
        [`POST ${COURSES}`]: {
          status: 400,
          body: { title: ['Ensure this field has no more than 200 characters.'] },
        },
      },
    });
    const form = within(await screen.findByRole('form', { name: 'Course' }, PAGE));
    await user.type(form.getByRole('textbox', { name: 'Title' }), 'Sleep');
    await user.type(form.getByRole('textbox', { name: 'Description' }), 'Nights');
    await user.click(form.getByRole('switch', { name: /^Published/ }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
        'Ensure this field has no more than 200 characters.',
      ),
    );
  });
});
