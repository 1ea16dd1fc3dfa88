import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@tandem/shared';
import { buildCoach } from '../../../test/factories';
import { FakeIntersectionObserver } from '../../../test/fake-intersection-observer';
import { currentQuery, pageOf, queriesTo } from '../../../test/fake-requests';
import { renderApp } from '../../../test/render';
import { buildHabitProgram, buildManagedProgram } from '../testing';

const coach = buildCoach();
const LIST = '/api/coaches/habit-programs/';

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

describe('habit programs list', () => {
  it('shows each program with its daily exercises, areas rule, a Managed badge and a link', async () => {
    const thrive = buildHabitProgram({ id: 1, name: 'Thrive', daily_exercises: 3, assign_all: true });
    const calm = buildManagedProgram({
      id: 2,
      name: 'Calm Mind',
      daily_exercises: 1,
      assign_all: false,
      max_number_of_allowed_groups: 2,
    });
    renderApp('/habit-programs', { user: coach, api: { [`GET ${LIST}`]: { body: pageOf([thrive, calm]) } } });

    const own = await screen.findByRole('article', { name: 'Thrive' });
    expect(within(own).getByRole('link', { name: 'Thrive' })).toHaveAttribute('href', '/habit-programs/1');
    expect(within(own).getByText('3 daily exercises')).toBeInTheDocument();
    expect(within(own).getByText('Assigns all areas of focus')).toBeInTheDocument();
    expect(within(own).queryByText('Managed')).not.toBeInTheDocument();

    const managed = screen.getByRole('article', { name: 'Calm Mind' });
    expect(within(managed).getByText('Managed')).toBeInTheDocument();
    expect(within(managed).getByText('1 daily exercise')).toBeInTheDocument();
    expect(within(managed).getByText('Clients choose 2 areas of focus')).toBeInTheDocument();

    expect(within(screen.getByRole('main')).getByRole('link', { name: 'New Habit Program' })).toHaveAttribute(
      'href',
      '/habit-programs/new',
    );
    expect(queriesTo(LIST).map((query) => Object.fromEntries(query))).toEqual([{ limit: '15', offset: '0' }]);
  });

  it('loads the next 15 when the end of the list comes into view', async () => {
    const first = Array.from({ length: 15 }, (_, index) =>
      buildHabitProgram({ id: index + 1, name: `Program ${index + 1}` }),
    );
    renderApp('/habit-programs', {
      user: coach,
      api: {
        [`GET ${LIST}`]: () =>
          currentQuery().get('offset') === '0'
            ? { body: pageOf(first, { count: 16, more: true }) }
            : { body: pageOf([buildHabitProgram({ id: 16, name: 'Program 16' })], { count: 16 }) },
      },
    });
    await screen.findByRole('article', { name: 'Program 15' });
    expect(queriesTo(LIST)).toHaveLength(1);

    act(() => FakeIntersectionObserver.scrollToTheEnd());

    expect(await screen.findByRole('article', { name: 'Program 16' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Habit programs' })).getAllByRole('article')).toHaveLength(
      16,
    );
    expect(queriesTo(LIST).map((query) => query.get('offset'))).toEqual(['0', '15']);
    expect(screen.queryByTestId('load-more')).not.toBeInTheDocument();
  });

  it('says when the coach has no programs', async () => {
    renderApp('/habit-programs', { user: coach, api: { [`GET ${LIST}`]: { body: pageOf([]) } } });
    expect(
      await screen.findByText(
        'You have no habit programs yet. Create one to give your clients daily exercises.',
      ),
    ).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and loads again on Retry', async () => {
    let answer = { status: 500, body: {} as unknown };
    const { user } = renderApp('/habit-programs', {
      user: coach,
      api: { [`GET ${LIST}`]: () => answer },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.serverError);
    answer = { status: 200, body: pageOf([buildHabitProgram()]) };
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Thrive' })).toBeInTheDocument();
  });
});
