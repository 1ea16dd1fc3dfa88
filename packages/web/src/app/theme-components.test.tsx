import { Loader, Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';

describe('the theme’s component defaults', () => {
  it('makes a named spinner a status, since a plain span may not carry a name (axe: aria-prohibited-attr)', async () => {
    renderWithProviders(<Loader aria-label="Loading reflections" />);
    expect(await screen.findByRole('status', { name: 'Loading reflections' })).toBeInTheDocument();
  });

  it('lets the keyboard reach a wide table’s scrolling box (WCAG 2.1.1, axe: scrollable-region-focusable)', async () => {
    renderWithProviders(
      <Table.ScrollContainer minWidth={800}>
        <Table>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>Wide</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>,
    );
    const table = await screen.findByRole('table');
    expect(table.closest('.mantine-ScrollArea-viewport')).toHaveAttribute('tabindex', '0');
  });
});
