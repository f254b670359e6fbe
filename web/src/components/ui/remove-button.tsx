import { Trash2, X } from 'lucide-react';
import { Button } from './button';

type Props = { label: string; onClick: () => void; className?: string; disabled?: boolean };

/** The trash icon button that removes one row of a repeated field (a condition, a date, a header); `label` names the row. */
export function RemoveButton({ label, onClick, className }: Props) {
  return (
    <Button type="button" variant="ghost" size="icon" className={className} aria-label={label} onClick={onClick}>
      <Trash2 />
    </Button>
  );
}

/** The × icon button that takes one item out of a list or clears a choice; `label` says what it removes. */
export function DismissButton({ label, onClick, className, disabled }: Props) {
  return (
    <Button type="button" variant="ghost" size="icon" className={className} aria-label={label} disabled={disabled} onClick={onClick}>
      <X />
    </Button>
  );
}
