import type * as React from 'react';
import { Eye, MoreHorizontal, Pencil } from 'lucide-react';
import { Button } from './button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';

/** The "…" menu of a table row or a list entry: an icon button named "Actions for <name>", its items aligned to the end. */
export function RowActionsMenu({ name, disabled, children }: { name: string; disabled?: boolean; children: React.ReactNode }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${name}`} disabled={disabled}>
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
