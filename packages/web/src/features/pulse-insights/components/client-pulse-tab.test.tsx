import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@tandem/shared';
import type { FakeRoutes } from '../../../test/fake-api';
import { queriesTo } from '../../../test/fake-requests';
import { giveElementsABox } from '../../../test/give-elements-a-box';
import { renderWithProviders } from '../../../test/render';
import {
  INFO_PATH,
  KPIS_PATH,
  SIX_WORDS,
  WORD_CLOUD_PATH,
  buildDimensionGraph,
  buildKpiChart,
  buildPulseInfo,
  pulseTabRoutes,
  wordCounts,
} from '../testing';
import { ClientPulseTab } from './client-pulse-tab';

const SLOW = { timeout: 30_000 };
const section = (name: string) => screen.getByRole('region', { name });
const params = (path: string) => queriesTo(path).map((query) => Object.fromEntries(query));

function renderTab(api: FakeRoutes = {}) {
  return renderWithProviders(<ClientPulseTab clientId={21} />, { api: { ...pulseTabRoutes(21), ...api } });
}

/** Picks `option` in the Select `input` (one dropdown is open at a time). */
async function choose(user: ReturnType<typeof renderTab>['user'], input: HTMLElement, option: string) {
  await user.click(input);
  await user.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => giveElementsABox());

describe("the coach's pulse tab", SLOW, () => {
  it('shows the completion, KPI cards, graphs and word cloud of the last 30 days', async () => {
    renderTab(
      pulseTabRoutes(21, {
        info: buildPulseInfo({
          reflections: { completed: 12, due: 20 },
          dimensions: [
            buildDimensionGraph({ id: 4, name: 'Energy', average: 0.95 }),
            // A neutral 4 on the scale (half of it) is So-So; 2.5 is Struggling.
            buildDimensionGraph({ id: 5, name: 'Mood', average: 0.5 }),
            buildDimensionGraph({ id: 6, name: 'Calm', average: 0.25 }),
          ],
        }),
        kpis: [buildKpiChart({ id: 9, name: 'Steps', latest: 8421 })],
        words: wordCounts(SIX_WORDS),
      }),
    );

    expect(
      await within(section('Completion')).findByText('Reflections answered: 12 of 20 (60%)'),
    ).toBeInTheDocument();
    const graphs = section('Graphs');
    expect(
      within(within(graphs).getByRole('group', { name: 'Energy' })).getByText('Great'),
    ).toBeInTheDocument();
    expect(
      within(within(graphs).getByRole('group', { name: 'Mood' })).getByText('So-So'),
    ).toBeInTheDocument();
    const calm = within(within(graphs).getByRole('group', { name: 'Calm' })).getByText('Struggling');
    // In the colour of what it says, not the dimension's.
    expect(calm.closest('.mantine-Badge-root')).toHaveAttribute('style', expect.stringContaining('red'));
    const steps = await within(section('KPIs')).findByRole('group', { name: 'Steps' });
    expect(within(steps).getByText('8,421')).toBeInTheDocument();
    const cloud = await within(section('Word Cloud')).findByRole('list', { name: 'Word cloud' });
    expect(
      within(cloud)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(SIX_WORDS);

    expect(params(INFO_PATH(21))).toEqual([{ since: '30' }]);
    expect(params(KPIS_PATH)).toEqual([{ client: '21', since: '30' }]);
    // Every reflection counts until a score is chosen.
    expect(params(WORD_CLOUD_PATH)).toEqual([{ user: '21', since: '30' }]);
  });

  it('asks for the charts again over the chosen window', async () => {
    const { user } = renderTab();
    await screen.findByText('No reflections were given in this period.');
    // The page's window comes first; the word cloud's is in its section.
    await choose(user, screen.getAllByRole('textbox', { name: 'Since' })[0]!, 'Last 90 days');

    await waitFor(() => expect(params(INFO_PATH(21))).toEqual([{ since: '30' }, { since: '90' }]));
    await waitFor(() =>
      expect(params(KPIS_PATH)).toEqual([
        { client: '21', since: '30' },
        { client: '21', since: '90' },
      ]),
    );
    // The word cloud keeps its own window.
    expect(params(WORD_CLOUD_PATH)).toEqual([{ user: '21', since: '30' }]);
  });

  it('filters the word cloud by window, score and above or below', async () => {
    const { user } = renderTab({
      [`GET ${WORD_CLOUD_PATH}`]: () => ({ body: { word_counts: wordCounts(SIX_WORDS) } }),
    });
    const cloud = section('Word Cloud');
    await within(cloud).findByRole('list', { name: 'Word cloud' });
    // Above/below means nothing until a score is chosen.
    expect(within(cloud).getByRole('radio', { name: 'Above' })).toBeDisabled();

    await choose(user, within(cloud).getByRole('textbox', { name: 'Score' }), '3');
    await waitFor(() =>
      expect(params(WORD_CLOUD_PATH).at(-1)).toEqual({ user: '21', since: '30', where: '3', below: 'true' }),
    );

    await user.click(within(cloud).getByRole('radio', { name: 'Above' }));
    await waitFor(() =>
      expect(params(WORD_CLOUD_PATH).at(-1)).toEqual({ user: '21', since: '30', where: '3', below: 'false' }),
    );

    await choose(user, within(cloud).getByRole('textbox', { name: 'Since' }), 'Last 180 days');
    await waitFor(() =>
      expect(params(WORD_CLOUD_PATH).at(-1)).toEqual({
        user: '21',
        since: '180',
        where: '3',
        below: 'false',
      }),
    );

    await choose(user, within(cloud).getByRole('textbox', { name: 'Score' }), 'Any');
    await waitFor(() => expect(params(WORD_CLOUD_PATH).at(-1)).toEqual({ user: '21', since: '180' }));
    // The page's charts were asked for once: the cloud's filters are its own.
    expect(params(INFO_PATH(21))).toEqual([{ since: '30' }]);
  });

  it('says what is empty', async () => {
    renderTab({ [`GET ${WORD_CLOUD_PATH}`]: { body: { word_counts: wordCounts(SIX_WORDS.slice(0, 5)) } } });
    expect(await screen.findByText('No reflections were given in this period.')).toBeInTheDocument();
    expect(screen.getByText('No reflections to chart yet.')).toBeInTheDocument();
    expect(await screen.findByText('This client tracks no KPIs yet.')).toBeInTheDocument();
    expect(await screen.findByText('Not enough words for a word cloud yet.')).toBeInTheDocument();
  });

  it('says when the charts cannot be had', async () => {
    renderTab({ [`GET ${INFO_PATH(21)}`]: { status: 500, body: { detail: 'boom' } } });
    expect(await within(section('Completion')).findByText(MESSAGES.serverError)).toBeInTheDocument();
    expect(within(section('Graphs')).getByText(MESSAGES.serverError)).toBeInTheDocument();
  });
});
