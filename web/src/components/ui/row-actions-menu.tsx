import type * as React from 'react';
import { Copy, Eye, MoreHorizontal, Pencil } from 'lucide-react';
import { Button } from './button';
import { DeleteMenuItem } from './delete-menu-item';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from './dropdown-menu';

/**
 * The "…" menu of a table row, a card or a list entry: an icon button named "Actions for <name>" (or `label`), its
 * items aligned to the end; `className` places the button in a card's corner, `modal` as Radix's.
 */
export function RowActionsMenu({
  name,
  label = `Actions for ${name}`,
  disabled,
  className,
  modal,
  children,
}: {
  name: string;
  label?: string;
  disabled?: boolean;
  className?: string;
  modal?: boolean;
  children: React.ReactNode;
}) {
  return (
    <DropdownMenu modal={modal}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className={className} aria-label={label} disabled={disabled}>
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">{children}</DropdownMenuContent>
    </DropdownMenu>
  );
}

/** A row menu's first item: Edit for those who may change the thing, View for everyone else. */
export function EditMenuItem({ canEdit, onSelect }: { canEdit: boolean; onSelect: () => void }) {
  return (
    <DropdownMenuItem onSelect={onSelect}>
      {canEdit ? <Pencil /> : <Eye />} {canEdit ? 'Edit' : 'View'}
    </DropdownMenuItem>
  );
}

/** Duplicate, then Delete after a separator: the items editors get at the end of a row's menu; `children` go between. */
export function DuplicateDeleteItems({
  onDuplicate,
  onDelete,
  children,
}: {
  onDuplicate: () => void;
  onDelete: () => void;
  children?: React.ReactNode;
}) {
  return (
    <>
      <DropdownMenuItem onSelect={onDuplicate}>
        <Copy /> Duplicate
      </DropdownMenuItem>
      {children}
      <DropdownMenuSeparator />
      <DeleteMenuItem onSelect={onDelete} />
    </>
  );
}
