import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaQueryList } from '../../../test/media-query';
import { Confetti, CONFETTI_MAX } from './confetti';

function withMotionPreference(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    mediaQueryList(query, reduce && query === '(prefers-reduced-motion: reduce)'),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('confetti', () => {
  it('falls in at most 90 pieces, hidden from screen readers', () => {
    withMotionPreference(false);
    render(
      <MantineProvider>
        <Confetti pieces={500} />
      </MantineProvider>,
    );
    const layer = screen.getByTestId('confetti');
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    expect(layer.children).toHaveLength(CONFETTI_MAX);
  });

  it('does not fall for someone who prefers reduced motion', () => {
    withMotionPreference(true);
    render(
      <MantineProvider>
        <Confetti />
      </MantineProvider>,
    );
    expect(screen.queryByTestId('confetti')).not.toBeInTheDocument();
  });
});
