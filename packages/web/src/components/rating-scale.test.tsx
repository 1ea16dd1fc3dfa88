import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { RatingScale } from './rating-scale';

function Rated({ error }: { error?: string }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <MantineProvider>
      <RatingScale label="I felt calm" value={value} onChange={setValue} error={error} />
      <output>{value ?? 'none'}</output>
    </MantineProvider>
  );
}

describe('RatingScale', () => {
  it('is a radio group named by its statement, its ends described, with seven ratings in order', () => {
    render(<Rated />);
    const group = screen.getByRole('radiogroup', { name: 'I felt calm' });
    expect(group).toHaveAccessibleDescription('1 is Strongly Disagree, 7 is Strongly Agree');
    expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
  });

  it('has one tab stop, and arrow keys move the choice', async () => {
    const user = userEvent.setup();
    render(<Rated />);
    const tabbable = () => screen.getAllByRole('radio').filter((radio) => radio.tabIndex === 0);
    expect(tabbable().map((radio) => radio.textContent)).toEqual(['1']);
    await user.tab();
    expect(screen.getByRole('radio', { name: '1' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '3' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('3');
    expect(tabbable().map((radio) => radio.textContent)).toEqual(['3']);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '2' })).toBeChecked();
  });

  it('is chosen by a click, and shows an error at its own question', async () => {
    const user = userEvent.setup();
    render(<Rated error="Please rate this statement." />);
    await user.click(screen.getByRole('radio', { name: '7' }));
    expect(screen.getByRole('radio', { name: '7' })).toBeChecked();
    expect(screen.getByText('Please rate this statement.')).toBeInTheDocument();
  });
});
