import * as React from 'react';
import type { DialogState } from './dialog';
import { FormDialog } from './form-dialog';
import { Input } from './input';
import { Label } from './label';
import { FieldError } from './form-field';

/**
 * The spec's delete confirmation: lists what is impacted and asks the user to type the item's name;
 * a mismatch says 'The given input didn't match the {kind} name'.
 */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  kind,
  name,
  impacted = [],
  confirmWord,
  actionLabel = 'Delete',
  onConfirm,
  pending,
}: DialogState & {
  kind: string;
  name: string;
  impacted?: string[];
  confirmWord?: string;
  actionLabel?: string;
  onConfirm: () => void;
  pending?: boolean;
}) {
  const expected = confirmWord ?? name;
  const [value, setValue] = React.useState('');
  const [error, setError] = React.useState('');
  React.useEffect(() => {
    if (open) {
      setValue('');
      setError('');
    }
  }, [open]);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (value.trim() !== expected) {
      setError(`The given input didn't match the ${kind} name`);
      return;
    }
    onConfirm();
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${actionLabel} ${kind} “${name}”?`}
      description="This cannot be undone."
      onSubmit={submit}
      submitLabel={actionLabel}
      pending={pending}
      submitVariant="destructive"
    >
      {impacted.length > 0 && (
        <div className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm">
          <p className="font-medium">Impacted items</p>
          <ul className="mt-1 list-disc pl-5">
            {impacted.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor="confirm-name">
          Type <strong>{expected}</strong> to confirm
        </Label>
        <Input id="confirm-name" value={value} onChange={(e) => setValue(e.target.value)} aria-invalid={!!error} autoComplete="off" />
        <FieldError>{error}</FieldError>
      </div>
    </FormDialog>
  );
}
