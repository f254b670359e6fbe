import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { XCircle } from 'lucide-react';
import { DeleteMenuItem } from './delete-menu-item';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from './dropdown-menu';

afterEach(cleanup);

const menu = (item: React.ReactNode) =>
  render(
    <DropdownMenu open>
      <DropdownMenuTrigger>Actions</DropdownMenuTrigger>
      <DropdownMenuContent>{item}</DropdownMenuContent>
    </DropdownMenu>,
  );

describe('DeleteMenuItem', () => {
  it('is a red "Delete" item with the bin icon that calls onSelect when chosen', () => {
    const onSelect = vi.fn();
    menu(<DeleteMenuItem onSelect={onSelect} />);
    const item = screen.getByRole('menuitem', { name: 'Delete' });
    expect(item.className).toContain('text-destructive');
    expect(item.querySelector('svg.lucide-trash2, svg.lucide-trash-2')).not.toBeNull();
    fireEvent.click(item);
    expect(onSelect).toHaveBeenCalledOnce();
  });

  it('takes another label and icon ("Revoke invitation")', () => {
    menu(
      <DeleteMenuItem icon={<XCircle />} onSelect={() => {}}>
        Revoke invitation
      </DeleteMenuItem>,
    );
    const item = screen.getByRole('menuitem', { name: 'Revoke invitation' });
    expect(item.querySelector('svg.lucide-circle-x, svg.lucide-x-circle')).not.toBeNull();
  });
});
