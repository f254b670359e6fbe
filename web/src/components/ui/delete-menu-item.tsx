import type * as React from 'react';
import { Trash2 } from 'lucide-react';
import { DropdownMenuItem } from './dropdown-menu';

/** The destructive last item of a table row's menu ("Delete", "Revoke invitation"): red, with its icon. */
export function DeleteMenuItem({
  onSelect,
  icon = <Trash2 />,
  children = 'Delete',
}: {
  onSelect: () => void;
  icon?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <DropdownMenuItem className="text-destructive focus:text-destructive" onSelect={onSelect}>
      {icon} {children}
    </DropdownMenuItem>
  );
}
