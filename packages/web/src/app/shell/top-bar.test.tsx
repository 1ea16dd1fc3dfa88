import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from '@tandem/shared';
import { renderWithProviders } from '../../test/render';
import { TopBar } from './top-bar';

const renderOn = (header_color: string) =>
  renderWithProviders(
    <TopBar
      branding={{ ...DEFAULT_BRANDING, header_color }}
      user={undefined}
      loggedIn={false}
      menuOpened={false}
      onToggleMenu={() => {}}
    />,
  );

describe('the top bar on the header colour', () => {
  it.each([
    ['#1f4e79', 'rgb(255, 255, 255)'],
    ['#ffeb3b', 'rgb(0, 0, 0)'],
    ['#00ff00', 'rgb(0, 0, 0)'],
  ])('writes on %s in %s (at least 4.5:1)', async (color, text) => {
    renderOn(color);
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveStyle({ color: text });
    expect(screen.getByText('Tandem')).toHaveStyle({ color: text });
  });
});
