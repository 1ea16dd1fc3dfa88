import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PULSE_MESSAGES } from '@tandem/shared';
import { buildCoach } from '../../../test/factories';
import { renderApp } from '../../../test/render';
import { buildQuestion, buildSurvey, surveyRoutes } from '../testing';

const coach = buildCoach();
const SLOW = { timeout: 60_000 };
const PAGE = { timeout: 5000 };

const statements = [
  buildQuestion({ id: 40, question: 'I felt calm' }),
  buildQuestion({ id: 41, question: 'I slept well', always: true }),
  buildQuestion({ id: 42, question: 'I moved today' }),
  buildQuestion({ id: 43, question: 'I ate well' }),
  buildQuestion({ id: 44, question: 'I laughed', always: true }),
];

function renderPreview(surveyOverrides = {}) {
  const survey = buildSurvey({
    id: 5,
    name: 'Energy',
    daily_num_questions: 2,
    open_ended_question: 'What gave you energy today?',
    ...surveyOverrides,
  });
  return renderApp('/pulse-surveys/5/preview', {
    user: coach,
    api: surveyRoutes(survey, { questions: statements }),
  });
}

const preview = async () =>
  within(await screen.findByRole('region', { name: 'Daily reflection preview' }, PAGE));

describe('pulse survey preview', SLOW, () => {
  it('shows the intro, the instruction, every always-asked statement and the first N others, on a 1 to 7 scale', async () => {
    renderPreview();
    const shown = await preview();
    expect(shown.getByText(PULSE_MESSAGES.intro)).toBeInTheDocument();
    expect(shown.getByText(PULSE_MESSAGES.instructions)).toBeInTheDocument();

    // In the survey's order: the always-asked ones plus the first 2 of the rest ('I ate well' is left out).
    const scales = shown.getAllByRole('radiogroup');
    const labelOf = (scale: HTMLElement) =>
      document.getElementById(scale.getAttribute('aria-labelledby') ?? '')?.textContent;
    expect(scales.map(labelOf)).toEqual(['I felt calm', 'I slept well', 'I moved today', 'I laughed']);
    for (const scale of scales) expect(within(scale).getAllByRole('radio')).toHaveLength(7);
    expect(shown.queryByText('I ate well')).not.toBeInTheDocument();

    const calm = within(shown.getByRole('radiogroup', { name: 'I felt calm' }));
    expect(calm.getAllByRole('radio').map((radio) => radio.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
    expect(shown.getByRole('radiogroup', { name: 'I felt calm' })).toHaveAccessibleDescription(
      '1 is Strongly Disagree, 7 is Strongly Agree',
    );
  });

  it('shows a sample KPI input, the open-ended question, Private as the survey starts it, and one button: Back', async () => {
    renderPreview({ private: true });
    const shown = await preview();
    expect(shown.getByRole('textbox', { name: 'Sample KPI' })).toBeDisabled();
    expect(shown.getByText("Clients who track KPIs enter each one's number here.")).toBeInTheDocument();
    expect(shown.getByRole('textbox', { name: 'What gave you energy today?' })).toBeInTheDocument();
    expect(shown.getByRole('checkbox', { name: 'Private' })).toBeChecked();
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([PULSE_MESSAGES.back]);
  });

  it('leaves Private unticked when the survey does not start reflections private', async () => {
    renderPreview({ private: false });
    expect((await preview()).getByRole('checkbox', { name: 'Private' })).not.toBeChecked();
  });

  it('goes back to the survey on Back', async () => {
    const { user, router } = renderPreview();
    await preview();
    await user.click(screen.getByRole('button', { name: PULSE_MESSAGES.back }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pulse-surveys/5'));
    expect(await screen.findByRole('heading', { name: 'Energy' }, PAGE)).toBeInTheDocument();
  });
});
