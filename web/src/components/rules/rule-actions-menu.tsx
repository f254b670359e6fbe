import * as React from 'react';
import { Copy, Eye, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@web/components/ui/dropdown-menu';

/**
 * The "…" menu of a rule in a list: Edit (View for those who may not edit), the rule's own items
 * (`children`, e.g. its round-robin history), Duplicate and Delete for editors.
 */
export function RuleActionsMenu({ name, canEdit, onEdit, onDuplicate, onDelete, children }: { name: string; canEdit: boolean; onEdit: () => void; onDuplicate?: () => void; onDelete: () => void; children?: React.ReactNode }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${name}`}>
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={onEdit}>
          {canEdit ? <Pencil /> : <Eye />} {canEdit ? 'Edit' : 'View'}
        </DropdownMenuItem>
        {children}
        {canEdit && onDuplicate && (
          <DropdownMenuItem onSelect={onDuplicate}>
            <Copy /> Duplicate
          </DropdownMenuItem>
        )}
        {canEdit && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem className="text-destructive focus:text-destructive" onSelect={onDelete}>
              <Trash2 /> Delete
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
