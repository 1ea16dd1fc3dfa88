import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES, HABIT_MESSAGES, type AreaOfFocus } from '@tandem/shared';
import { buildCoach } from '../../../test/factories';
import type { FakeRoutes } from '../../../test/fake-api';
import { pageOf, queriesTo } from '../../../test/fake-requests';
import { renderApp } from '../../../test/render';
import { AREAS_ROUTE, buildAreaOfFocus, buildHabitProgram, programRoutes } from '../testing';

const coach = buildCoach();
const SLOW = { timeout: 60_000 };
const PAGE = { timeout: 5000 };
const BLANK = 'This field may not be blank.';
const program = buildHabitProgram({ id: 1 });
const sleep = buildAreaOfFocus({ id: 4, name: 'Sleep', color: '#7950f2', exercises_count: 2 });
const move = buildAreaOfFocus({ id: 5, name: 'Move', color: '#40c057', exercises_count: 1, ordering: 1 });

/** Serves the areas from a list the handlers below change, as the server would. */
function renderAreas(initial: AreaOfFocus[], api: FakeRoutes = {}) {
  let areas = [...initial];
  const rendered = renderApp('/habit-programs/1', {
    user: coach,
    api: {
      ...programRoutes(program),
      [AREAS_ROUTE]: () => ({ body: pageOf(areas) }),
      'POST /api/coaches/area-of-growths/': ({ body }) => {
        const created = buildAreaOfFocus({ id: 9, ...(body as Partial<AreaOfFocus>) });
        areas = [...areas, created];
        return { status: 201, body: created };
      },
      'PATCH /api/coaches/area-of-growths/4/': ({ body }) => {
        areas = areas.map((area) => (area.id === 4 ? { ...area, ...(body as Partial<AreaOfFocus>) } : area));
        return { body: areas.find((area) => area.id === 4) };
      },
      'DELETE /api/coaches/area-of-growths/4/': () => {
        areas = areas.filter((area) => area.id !== 4);
        return { status: 204 };
      },
      ...api,
    },
  });
  return rendered;
}

const areaList = () => screen.findByRole('list', { name: 'Areas of focus' }, PAGE);

describe('areas of focus', SLOW, () => {
  it("lists the program's areas (up to 100) with their exercise counts", async () => {
    renderAreas([sleep, move]);
    const list = await areaList();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Sleep', 'Move']);
    expect(
      within(within(list).getByRole('listitem', { name: 'Sleep' })).getByText('2 exercises'),
    ).toBeInTheDocument();
    expect(
      within(within(list).getByRole('listitem', { name: 'Move' })).getByText('1 exercise'),
    ).toBeInTheDocument();
    expect(Object.fromEntries(queriesTo('/api/coaches/area-of-growths/')[0]!)).toEqual({
      areas_of_focus: '1',
      limit: '100',
    });
  });

  it('adds an area: a name and a colour are required', async () => {
    const { user, server } = renderAreas([]);
    await user.click(await screen.findByRole('button', { name: 'Add Area of Focus' }, PAGE));
    const dialog = within(await screen.findByRole('dialog', { name: 'New Area of Focus' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(BLANK);
    expect(dialog.getByRole('textbox', { name: 'Color' })).toHaveAccessibleDescription(
      HABIT_MESSAGES.selectColor,
    );
    expect(server.callsTo('POST /api/coaches/area-of-growths/')).toHaveLength(0);

    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Mindfulness');
    await user.type(dialog.getByRole('textbox', { name: 'Color' }), '#12b886');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(CLIENT_MESSAGES.saved)).toBeInTheDocument();
    expect(server.callsTo('POST /api/coaches/area-of-growths/').map((call) => call.body)).toEqual([
      { name: 'Mindfulness', color: '#12b886', areas_of_focus: [1] },
    ]);
    expect(
      await within(await areaList()).findByRole('listitem', { name: 'Mindfulness' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New Area of Focus' })).not.toBeInTheDocument(),
    );
  });

  it('edits an area, picking the colour from the swatches', async () => {
    const { user, server } = renderAreas([sleep]);
    await user.click(await screen.findByRole('button', { name: 'Edit Sleep' }, PAGE));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Area of Focus' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Sleep');
    expect(dialog.getByRole('textbox', { name: 'Color' })).toHaveValue('#7950f2');
    await user.clear(name);
    await user.type(name, 'Rest');
    expect(dialog.getByRole('radio', { name: 'Violet' })).toHaveAttribute('aria-checked', 'true');
    await user.click(dialog.getByRole('radio', { name: 'Orange' }));
    expect(dialog.getByRole('textbox', { name: 'Color' })).toHaveValue('#fd7e14');
    expect(dialog.getByRole('radio', { name: 'Orange' })).toHaveAttribute('aria-checked', 'true');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(CLIENT_MESSAGES.saved)).toBeInTheDocument();
    expect(server.callsTo('PATCH /api/coaches/area-of-growths/4/').map((call) => call.body)).toEqual([
      { name: 'Rest', color: '#fd7e14' },
    ]);
    expect(await within(await areaList()).findByRole('listitem', { name: 'Rest' })).toBeInTheDocument();
  });

  it('deletes an area after a confirmation that says its exercises go too', async () => {
    const { user, server } = renderAreas([sleep, move]);
    await user.click(await screen.findByRole('button', { name: 'Delete Sleep' }, PAGE));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Area of Focus' });
    expect(dialog).toHaveTextContent('Delete Sleep? Its 2 exercises will be deleted too.');
    expect(server.callsTo('DELETE /api/coaches/area-of-growths/4/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(CLIENT_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Sleep' })).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'Move' })).toBeInTheDocument();
    expect(server.callsTo('DELETE /api/coaches/area-of-growths/4/')).toHaveLength(1);
  });

  it("shows the server's refusal", async () => {
    const { user } = renderAreas([sleep], {
      'DELETE /api/coaches/area-of-growths/4/': { status: 403, body: { detail: HABIT_MESSAGES.readOnly } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Sleep' }, PAGE));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Area of Focus' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(HABIT_MESSAGES.readOnly)).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Sleep' })).toBeInTheDocument();
  });
});
