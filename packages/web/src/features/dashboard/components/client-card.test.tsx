import { act, screen, waitFor, within } from '@testing-library/react';
import { SimpleGrid } from '@mantine/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { giveElementsABox } from '../../../test/give-elements-a-box';
import type { FakeRoutes } from '../../../test/fake-api';
import { FakeIntersectionObserver } from '../../../test/fake-intersection-observer';
import { renderWithProviders } from '../../../test/render';
import { buildCategoryProgress } from '../../habits/testing';
import { buildClientSummary } from '../../clients/testing';
import { SEVEN_DAYS_PATH } from '../../pulse-insights/testing';
import { ClientCard } from './client-card';

const jane = buildClientSummary({ id: 21, first_name: 'Jane', last_name: 'Doe' });
const john = buildClientSummary({ id: 22, first_name: 'John', last_name: 'Roe' });
const progressOf = (id: number) => `GET /api/coaches/clients/${id}/current_progress/`;
const reflectionsOf = (id: number) => `GET ${SEVEN_DAYS_PATH(id)}`;

/** A week (Monday 2025-03-03 first) with the given scores. */
const week = (scores: (number | null)[]) =>
  scores.map((score, index) => ({ date: `2025-03-0${index + 3}`, score }));

/** Reports `element` as come into view to the observers watching it (and only to those). */
function bringIntoView(element: Element) {
  act(() => {
    for (const observer of FakeIntersectionObserver.instances.filter((o) => o.targets.includes(element))) {
      observer.callback(
        [{ isIntersecting: true, target: element }] as unknown as IntersectionObserverEntry[],
        observer as unknown as IntersectionObserver,
      );
    }
  });
}

function renderCards(api: FakeRoutes) {
  return renderWithProviders(
    <SimpleGrid cols={2}>
      <ClientCard client={jane} />
      <ClientCard client={john} />
    </SimpleGrid>,
    { api },
  );
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

describe('the client card: progress doughnuts per area of focus', { timeout: 30_000 }, () => {
  it('asks for a card’s progress only once it is on screen, and draws a doughnut per area', async () => {
    const { server } = renderCards({
      [progressOf(21)]: {
        body: [
          buildCategoryProgress({ id: 1, name: 'Mindfulness', percent: 50 }),
          buildCategoryProgress({ id: 2, name: 'Fitness', color: '#fa5252', percent: 100 }),
        ],
      },
      [progressOf(22)]: { body: [buildCategoryProgress({ id: 1, name: 'Mindfulness', percent: 0 })] },
    });
    const janeCard = await screen.findByRole('article', { name: 'Jane Doe' });
    const johnCard = screen.getByRole('article', { name: 'John Roe' });
    expect(server.calls.filter((call) => call.path.endsWith('/current_progress/'))).toHaveLength(0);

    bringIntoView(janeCard);

    const areas = within(janeCard).getByRole('group', { name: 'Progress by area' });
    const mindfulness = await within(areas).findByRole('group', { name: 'Mindfulness' });
    expect(within(mindfulness).getByText('50%')).toBeInTheDocument();
    expect(
      within(within(areas).getByRole('group', { name: 'Fitness' })).getByText('100%'),
    ).toBeInTheDocument();
    // The momentum and pulse doughnuts stay.
    expect(within(janeCard).getByRole('group', { name: 'Momentum' })).toBeInTheDocument();
    expect(within(janeCard).getByRole('group', { name: 'Pulse' })).toBeInTheDocument();
    expect(server.callsTo(progressOf(21))).toHaveLength(1);
    expect(server.callsTo(progressOf(22))).toHaveLength(0);
    expect(within(johnCard).queryByRole('group', { name: 'Mindfulness' })).not.toBeInTheDocument();

    bringIntoView(johnCard);
    const johnAreas = within(johnCard).getByRole('group', { name: 'Progress by area' });
    expect(
      within(await within(johnAreas).findByRole('group', { name: 'Mindfulness' })).getByText('0%'),
    ).toBeInTheDocument();

    // Seen once is enough: coming into view again asks nothing more.
    bringIntoView(janeCard);
    await waitFor(() => expect(server.callsTo(progressOf(21))).toHaveLength(1));
  });

  it('says when the client has no areas of focus, and when the progress cannot be had', async () => {
    renderCards({
      [progressOf(21)]: { body: [] },
      [progressOf(22)]: { status: 500, body: { detail: 'boom' } },
    });
    const janeCard = await screen.findByRole('article', { name: 'Jane Doe' });
    const johnCard = screen.getByRole('article', { name: 'John Roe' });
    bringIntoView(janeCard);
    bringIntoView(johnCard);
    expect(await within(janeCard).findByText('No areas of focus picked yet.')).toBeInTheDocument();
    expect(await within(johnCard).findByText('Progress unavailable')).toBeInTheDocument();
  });
});

describe('the client card: reflection bar chart', { timeout: 30_000 }, () => {
  beforeEach(() => giveElementsABox());

  it('asks for the last seven days once the card is on screen and draws a bar per day', async () => {
    const { server } = renderCards({
      [reflectionsOf(21)]: { body: week([5, null, 6.5, null, 2, null, null]) },
      [reflectionsOf(22)]: { body: week([null, null, null, null, null, null, null]) },
    });
    const janeCard = await screen.findByRole('article', { name: 'Jane Doe' });
    const johnCard = screen.getByRole('article', { name: 'John Roe' });
    expect(server.calls.filter((call) => call.path.endsWith('/reflections/'))).toHaveLength(0);

    bringIntoView(janeCard);
    const chart = within(janeCard).getByRole('group', { name: 'Reflections' });
    expect(await within(chart).findByText('3 of the last 7 days, average 4.5/7')).toBeInTheDocument();
    // The days run oldest first, by weekday.
    const days = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
    const ticks = within(chart)
      .getAllByText((text) => days.includes(text))
      .map((tick) => tick.textContent);
    expect(ticks).toEqual(days);
    expect(server.callsTo(reflectionsOf(21))).toHaveLength(1);
    expect(server.callsTo(reflectionsOf(22))).toHaveLength(0);

    bringIntoView(johnCard);
    const johnChart = within(johnCard).getByRole('group', { name: 'Reflections' });
    // No empty chart: one line says why instead.
    expect(await within(johnChart).findByText('No reflections in the last 7 days.')).toBeInTheDocument();
    expect(within(johnChart).queryByText('Mo')).not.toBeInTheDocument();
  });

  it('says when the reflections cannot be had', async () => {
    renderCards({ [reflectionsOf(21)]: { status: 500, body: { detail: 'boom' } } });
    const janeCard = await screen.findByRole('article', { name: 'Jane Doe' });
    bringIntoView(janeCard);
    expect(await within(janeCard).findByText('Reflections unavailable')).toBeInTheDocument();
  });
});

describe('the card’s name', () => {
  it("links to the client's detail page", () => {
    renderCards({});
    const card = screen.getByRole('article', { name: 'Jane Doe' });
    expect(within(card).getByRole('link', { name: 'Jane Doe' })).toHaveAttribute('href', '/client-detail/21');
  });
});
