import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageLoader } from './page-loader';

describe('the page loader', () => {
  it('is one busy "Loading" status with skeleton blocks hidden from screen readers', () => {
    render(
      <MantineProvider>
        <PageLoader blocks={2} />
      </MantineProvider>,
    );
    const status = screen.getByRole('status', { name: 'Loading' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    const blocks = status.querySelectorAll('.mantine-Skeleton-root');
    expect(blocks).toHaveLength(3);
    for (const block of blocks) expect(block).toHaveAttribute('aria-hidden', 'true');
  });
});
