import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TakeOver } from './take-over';

describe('TakeOver', () => {
  it('says when its children are in the page, once', () => {
    const onDrawn = vi.fn(() => expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument());
    const { rerender } = render(
      <TakeOver onDrawn={onDrawn}>
        <h1>Login</h1>
      </TakeOver>,
    );
    rerender(
      <TakeOver onDrawn={onDrawn}>
        <h1>Login</h1>
      </TakeOver>,
    );
    expect(onDrawn).toHaveBeenCalledTimes(1);
  });
});
