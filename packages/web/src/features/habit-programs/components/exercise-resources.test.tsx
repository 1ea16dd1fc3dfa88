import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_MESSAGES, HABIT_MESSAGES, type ExerciseResource } from '@tandem/shared';
import { buildCoach } from '../../../test/factories';
import type { FakeRoutes } from '../../../test/fake-api';
import { pageOf, queriesTo } from '../../../test/fake-requests';
import { giveElementsABox } from '../../../test/give-elements-a-box';
import { renderApp } from '../../../test/render';
import {
  RESOURCES_ROUTE,
  buildAreaOfFocus,
  buildExercise,
  buildHabitProgram,
  buildResource,
  programRoutes,
  sentFormData,
} from '../testing';

const coach = buildCoach();
// Typing through a modal's form in jsdom is slow, more so under a full parallel run.
const SLOW = { timeout: 60_000 };
const PAGE = { timeout: 5000 };
const RESOURCES = '/api/coaches/exercise-resources/';
const program = buildHabitProgram({ id: 1 });
const exercise = buildExercise({ id: 20, short_description: 'Wind down' });
const guide = buildResource({ id: 70, instruction: 'Read the guide', url: 'https://example.com/guide' });
const video = buildResource({
  id: 71,
  instruction: 'Watch first',
  url: null,
  file: '/media/exercise-resources/abc.mp4',
  file_name: 'breathing.mp4',
});

/** Opens exercise 20's form; the resources come from a list the handlers change. */
async function openResources(initial: ExerciseResource[], api: FakeRoutes = {}) {
  let resources = [...initial];
  const rendered = renderApp('/habit-programs/1', {
    user: coach,
    api: {
      ...programRoutes(program, { areas: [buildAreaOfFocus({ id: 4 })], exercises: [exercise] }),
      [RESOURCES_ROUTE]: () => ({ body: pageOf(resources) }),
      [`POST ${RESOURCES}`]: () => {
        const created = buildResource({ id: 72, instruction: 'New one' });
        resources = [...resources, created];
        return { status: 201, body: created };
      },
      [`DELETE ${RESOURCES}70/`]: () => {
        resources = resources.filter((resource) => resource.id !== 70);
        return { status: 204 };
      },
      ...api,
    },
  });
  const row = await screen.findByRole('article', { name: 'Wind down' }, PAGE);
  await rendered.user.click(within(row).getByRole('button', { name: 'Edit Wind down' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit Exercise' }));
  const form = within(await dialog.findByRole('form', { name: 'New resource' }));
  return { ...rendered, dialog, form };
}

const multipartBodies = () => sentFormData(vi.mocked(fetch).mock.calls, RESOURCES);

beforeEach(() => giveElementsABox());

describe('exercise resources', SLOW, () => {
  it("lists the exercise's resources with their link or file", async () => {
    const { dialog } = await openResources([guide, video]);
    const list = await dialog.findByRole('list', { name: 'Resources' });
    const link = within(within(list).getByRole('listitem', { name: 'Read the guide' })).getByRole('link');
    expect(link).toHaveAttribute('href', 'https://example.com/guide');
    const file = within(within(list).getByRole('listitem', { name: 'Watch first' })).getByRole('link', {
      name: 'breathing.mp4',
    });
    expect(file).toHaveAttribute('href', '/media/exercise-resources/abc.mp4');
    expect(queriesTo(RESOURCES).map((query) => query.get('exercise'))).toEqual(['20']);
  });

  it('needs instructions, and a url for a link', async () => {
    const { user, form } = await openResources([]);
    expect(form.getByRole('textbox', { name: 'Type' })).toHaveValue(HABIT_MESSAGES.resourceTypeUrl);
    await user.click(form.getByRole('button', { name: 'Add Resource' }));
    expect(form.getByRole('textbox', { name: 'Instruction' })).toHaveAccessibleDescription(
      HABIT_MESSAGES.noInstructions,
    );
    expect(form.getByRole('textbox', { name: 'URL' })).toHaveAccessibleDescription(
      HABIT_MESSAGES.noResources,
    );
    expect(multipartBodies()).toHaveLength(0);
  });

  it('adds a link resource as multipart', async () => {
    const { user, form, dialog } = await openResources([]);
    await user.type(form.getByRole('textbox', { name: 'Instruction' }), 'Read it');
    await user.type(form.getByRole('textbox', { name: 'URL' }), 'https://example.com/a');
    await user.click(form.getByRole('button', { name: 'Add Resource' }));

    expect(await screen.findByText(CLIENT_MESSAGES.saved)).toBeInTheDocument();
    const [sent] = multipartBodies();
    expect(Object.fromEntries(sent!.entries())).toEqual({
      exercise: '20',
      instruction: 'Read it',
      type: 'url',
      url: 'https://example.com/a',
    });
    expect(await dialog.findByRole('listitem', { name: 'New one' })).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Instruction' })).toHaveValue('');
  });

  it("needs a file for 'File to Download', then uploads it", async () => {
    const { user, form } = await openResources([]);
    await user.click(form.getByRole('textbox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: HABIT_MESSAGES.resourceTypeFile }));
    await user.type(form.getByRole('textbox', { name: 'Instruction' }), 'Print this');
    await user.click(form.getByRole('button', { name: 'Add Resource' }));
    expect(await form.findByText(HABIT_MESSAGES.noFileUploaded)).toBeInTheDocument();
    expect(multipartBodies()).toHaveLength(0);

    const pdf = new File(['%PDF-1.4'], 'guide.pdf', { type: 'application/pdf' });
    await user.upload(form.getByLabelText('File to upload'), pdf);
    await user.click(form.getByRole('button', { name: 'Add Resource' }));

    expect(await screen.findByText(CLIENT_MESSAGES.saved)).toBeInTheDocument();
    const [sent] = multipartBodies();
    expect(sent?.get('type')).toBe('file');
    expect(sent?.get('instruction')).toBe('Print this');
    expect(sent?.get('url')).toBeNull();
    expect((sent?.get('file') as File).name).toBe('guide.pdf');
  });

  it("shows the server's answer when it refuses the resource", async () => {
    const { user, form } = await openResources([], {
      [`POST ${RESOURCES}`]: { status: 400, body: { non_field_errors: [HABIT_MESSAGES.noResources] } },
    });
    await user.type(form.getByRole('textbox', { name: 'Instruction' }), 'Read it');
    await user.type(form.getByRole('textbox', { name: 'URL' }), 'https://example.com/a');
    await user.click(form.getByRole('button', { name: 'Add Resource' }));
    expect(await form.findByRole('alert')).toHaveTextContent(HABIT_MESSAGES.noResources);
  });

  it('deletes a resource after a second click', async () => {
    const { user, dialog, server } = await openResources([guide, video]);
    const item = within(await dialog.findByRole('listitem', { name: 'Read the guide' }));
    await user.click(item.getByRole('button', { name: 'Delete resource Read the guide' }));
    expect(server.callsTo(`DELETE ${RESOURCES}70/`)).toHaveLength(0);
    await user.click(item.getByRole('button', { name: 'Confirm delete' }));

    expect(await screen.findByText(CLIENT_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() =>
      expect(dialog.queryByRole('listitem', { name: 'Read the guide' })).not.toBeInTheDocument(),
    );
    expect(dialog.getByRole('listitem', { name: 'Watch first' })).toBeInTheDocument();
    expect(server.callsTo(`DELETE ${RESOURCES}70/`)).toHaveLength(1);
  });
});
