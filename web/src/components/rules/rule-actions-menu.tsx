import * as React from 'react';
import { Copy } from 'lucide-react';
import { DropdownMenuItem, DropdownMenuSeparator } from '@web/components/ui/dropdown-menu';
import { DeleteMenuItem } from '@web/components/ui/delete-menu-item';
import { EditMenuItem, RowActionsMenu } from '@web/components/ui/row-actions-menu';

/**
 * The "…" menu of a rule in a list: Edit (View for those who may not edit), the rule's own items
 * (`children`, e.g. its round-robin history), Duplicate and Delete for editors.
 */
export function RuleActionsMenu({
  name,
  canEdit,
  onEdit,
  onDuplicate,
  onDelete,
  children,
}: {
  name: string;
  canEdit: boolean;
  onEdit: () => void;
  onDuplicate?: () => void;
  onDelete: () => void;
  children?: React.ReactNode;
}) {
  return (
    <RowActionsMenu name={name}>
      <EditMenuItem canEdit={canEdit} onSelect={onEdit} />
      {children}
      {canEdit && onDuplicate && (
        <DropdownMenuItem onSelect={onDuplicate}>
          <Copy /> Duplicate
        </DropdownMenuItem>
      )}
      {canEdit && (
        <>
          <DropdownMenuSeparator />
          <DeleteMenuItem onSelect={onDelete} />
        </>
      )}
    </RowActionsMenu>
  );
}
