import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { queriesTo } from '../../../test/fake-requests';
import { giveElementsABox } from '../../../test/give-elements-a-box';
import { renderWithProviders } from '../../../test/render';
import { COACH_USAGE_PATH, OWNER_USAGE_PATH, buildUsageReport } from '../testing';
import { UsageCard } from './usage-card';

beforeEach(() => giveElementsABox());

describe('the usage card', () => {
  it("shows the coach's active clients per day with its text alternative, and the most-used screens", async () => {
    const { server } = renderWithProviders(<UsageCard scope="coaches" />, {
      api: { [`GET ${COACH_USAGE_PATH}`]: { body: buildUsageReport([1, 3, 2]) } },
    });
    const card = await screen.findByRole('region', { name: 'Usage' });
    expect(
      await within(card).findByText(
        'On average 2 clients a day used the app in the last 3 days; the most was 3 clients on Mar 29. Today: 2 clients.',
      ),
    ).toBeInTheDocument();
    // The chart is drawn for the eye; the table says the same to a screen reader.
    const perDay = within(card).getByRole('table', { name: 'Active clients per day' });
    expect(
      within(perDay)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayActive clients', 'Mar 281', 'Mar 293', 'Mar 302']);
    // The chart is hidden from assistive technology, so nothing in it may take the focus (axe).
    // It draws once its container is measured, after the text (a loaded machine shows the gap).
    await waitFor(() => expect(card.querySelector('[aria-hidden="true"] .recharts-surface')).not.toBeNull());
    expect(card.querySelectorAll('[aria-hidden="true"] [tabindex]:not([tabindex="-1"])')).toHaveLength(0);
    const screens = within(card).getByRole('table', { name: 'Most-used screens' });
    expect(
      within(screens)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ScreenViews', '/daily-exercise12', '/goals4']);
    expect(server.callsTo(`GET ${COACH_USAGE_PATH}`)).toHaveLength(1);
  });

  it("asks the owner's report for the company, for 30 days", async () => {
    const { server } = renderWithProviders(<UsageCard scope="owners" />, {
      api: { [`GET ${OWNER_USAGE_PATH}`]: { body: buildUsageReport([0, 0], []) } },
    });
    expect(await screen.findByText('No client used the app in the last 2 days.')).toBeInTheDocument();
    expect(screen.getByText('No screens viewed yet.')).toBeInTheDocument();
    expect(screen.getByText("How your company's clients use the app, last 30 days")).toBeInTheDocument();
    expect(server.callsTo(`GET ${OWNER_USAGE_PATH}`)).toHaveLength(1);
    expect(queriesTo(OWNER_USAGE_PATH).map((query) => query.get('days'))).toEqual(['30']);
  });

  it('says when the report cannot be loaded', async () => {
    renderWithProviders(<UsageCard scope="coaches" />, {
      api: { [`GET ${COACH_USAGE_PATH}`]: { status: 403, body: { detail: 'You do not have permission.' } } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission.');
  });
});
