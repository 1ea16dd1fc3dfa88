import { useState } from 'react';
import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DeferredModal } from './deferred-modal';

function Asking() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Ask</Button>
      <DeferredModal opened={opened} onClose={() => setOpened(false)} title="Sure?">
        <Button onClick={() => setOpened(false)}>No</Button>
      </DeferredModal>
    </>
  );
}

describe('DeferredModal', () => {
  it('puts nothing in the page, not even a portal, until it first opens', async () => {
    renderWithProviders(<Asking />);
    await screen.findByRole('button', { name: 'Ask' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('[data-portal]')).toBeNull();
  });

  it('opens with its title, and gives the focus back to what opened it when it closes', async () => {
    const { user } = renderWithProviders(<Asking />);
    const ask = await screen.findByRole('button', { name: 'Ask' });
    await user.click(ask);
    expect(await screen.findByRole('dialog', { name: 'Sure?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(ask).toHaveFocus());
    // Open again: still there, opening as it did.
    await user.click(ask);
    expect(await screen.findByRole('dialog', { name: 'Sure?' })).toBeInTheDocument();
  });
});
