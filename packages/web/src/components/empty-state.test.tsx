import { MantineProvider } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('the empty state', () => {
  it('says what is missing, offers the next step, and hides its picture from screen readers', () => {
    const { container } = render(
      <MantineProvider>
        <EmptyState icon={IconSchool} action={<button type="button">Add one</button>}>
          Nothing here yet.
        </EmptyState>
      </MantineProvider>,
    );
    expect(screen.getByText('Nothing here yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add one' })).toBeInTheDocument();
    expect(container.querySelector('svg')!.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
