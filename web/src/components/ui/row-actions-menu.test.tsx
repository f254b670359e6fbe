import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DuplicateDeleteItems, EditMenuItem, RowActionsMenu } from './row-actions-menu';

afterEach(cleanup);

// Radix opens a dropdown on pointer down (the primary button), not on click.
const open = (name: string) => fireEvent.pointerDown(screen.getByRole('button', { name }), { button: 0, ctrlKey: false });

describe('RowActionsMenu', () => {
  it('is a button named after the row that opens its items, Edit for editors', () => {
    const onEdit = vi.fn();
    render(
      <RowActionsMenu name="Enterprise leads">
        <EditMenuItem canEdit onSelect={onEdit} />
      </RowActionsMenu>,
    );
    open('Actions for Enterprise leads');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledOnce();
  });

  it('offers View to those who may not edit, and can be disabled (a copy on its way)', () => {
    render(
      <RowActionsMenu name="Demo">
        <EditMenuItem canEdit={false} onSelect={() => {}} />
      </RowActionsMenu>,
    );
    open('Actions for Demo');
    expect(screen.getByRole('menuitem', { name: 'View' })).toBeTruthy();
    cleanup();
    render(
      <RowActionsMenu name="Demo" disabled>
        <EditMenuItem canEdit={false} onSelect={() => {}} />
      </RowActionsMenu>,
    );
    expect((screen.getByRole('button', { name: 'Actions for Demo' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("takes its own label, and ends with Duplicate, the row's own items, then Delete", () => {
    const onDuplicate = vi.fn();
    const onDelete = vi.fn();
    render(
      <RowActionsMenu name="Name" label="More actions for Name">
        <DuplicateDeleteItems onDuplicate={onDuplicate} onDelete={onDelete}>
          <EditMenuItem canEdit onSelect={() => {}} />
        </DuplicateDeleteItems>
      </RowActionsMenu>,
    );
    open('More actions for Name');
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent?.trim())).toEqual(['Duplicate', 'Edit', 'Delete']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    expect(onDuplicate).toHaveBeenCalledOnce();
    open('More actions for Name');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });
});
