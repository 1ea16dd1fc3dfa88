import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SURVEY_FIRST_QUESTIONS, SURVEY_MORE_QUESTIONS } from '@tandem/shared';
import { renderWithProviders } from '../../../test/render';
import { buildTakeable } from '../testing';
import { Survey } from './survey';

function Harness({ count }: { count: number }) {
  const [answers, setAnswers] = useState<ReadonlyMap<number, number>>(new Map());
  return (
    <Survey
      questions={buildTakeable(count).questions}
      answers={answers}
      onAnswer={(question, value) => setAnswers((current) => new Map(current).set(question, value))}
    />
  );
}

describe('the survey', () => {
  it('shows 50 questions first and 15 more at a time', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness count={70} />);
    expect(screen.getAllByRole('radiogroup')).toHaveLength(SURVEY_FIRST_QUESTIONS);
    await user.click(screen.getByRole('button', { name: 'Show more questions' }));
    expect(screen.getAllByRole('radiogroup')).toHaveLength(SURVEY_FIRST_QUESTIONS + SURVEY_MORE_QUESTIONS);
    await user.click(screen.getByRole('button', { name: 'Show more questions' }));
    expect(screen.getAllByRole('radiogroup')).toHaveLength(70);
    expect(screen.queryByRole('button', { name: 'Show more questions' })).not.toBeInTheDocument();
  });

  it('is answered by keyboard, and the current question moves to the first unanswered one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness count={3} />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveAttribute('aria-current', 'step');
    // Tab into the first group, then arrows pick the answers.
    await user.tab();
    await user.keyboard('[ArrowRight][ArrowRight]');
    expect(screen.getByRole('radio', { name: /^3/, checked: true })).toBeInTheDocument();
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('1 of 3 answered')).toBeInTheDocument();
  });
});
