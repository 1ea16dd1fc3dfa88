import { Loader } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';

describe('the theme’s component defaults', () => {
  it('makes a named spinner a status, since a plain span may not carry a name (axe: aria-prohibited-attr)', async () => {
    renderWithProviders(<Loader aria-label="Loading reflections" />);
    expect(await screen.findByRole('status', { name: 'Loading reflections' })).toBeInTheDocument();
  });
});
