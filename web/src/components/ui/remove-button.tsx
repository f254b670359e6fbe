import { Trash2 } from 'lucide-react';
import { Button } from './button';

/** The trash icon button that removes one row of a repeated field (a condition, a date, a header); `label` names the row. */
export function RemoveButton({ label, onClick, className }: { label: string; onClick: () => void; className?: string }) {
  return (
    <Button type="button" variant="ghost" size="icon" className={className} aria-label={label} onClick={onClick}>
      <Trash2 />
    </Button>
  );
}
