import { configure, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000 });

describe('the FAQ', () => {
  it('opens an answer and narrows the questions as one types', async () => {
    const { user } = renderApp('/faq');
    const question = await screen.findByRole('button', { name: 'How do raffle tickets work?' });
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByLabelText('Search the questions'), 'pdf');
    expect(screen.getAllByRole('button', { name: /\?$/ }).map((button) => button.textContent)).toEqual([
      'Which files can I upload to lessons?',
    ]);
    await user.clear(screen.getByLabelText('Search the questions'));
    await user.type(screen.getByLabelText('Search the questions'), 'zebra');
    expect(screen.getByText('No questions match your search.')).toBeInTheDocument();
  });
});

describe('the terms of service', () => {
  it('is open to visitors', async () => {
    renderApp('/terms-of-service');
    expect(await screen.findByRole('heading', { name: 'Terms of Service', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Assessments' })).toBeInTheDocument();
  });
});
