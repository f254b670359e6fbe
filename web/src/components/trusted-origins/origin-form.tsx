import * as React from 'react';
import { Plus } from 'lucide-react';
import { MESSAGES } from '@contracts/common';
import { normaliseOrigin } from '@contracts/trusted-origins';
import { Button } from '@web/components/ui/button';
import { FieldMessage, fieldControlProps } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { ApiRequestError } from '@web/lib/api-error';

type Save = {
  isPending: boolean;
  mutate: (origins: string[], options: { onSuccess?: () => void; onError: (e: unknown) => void }) => void;
};

/**
 * Adding and removing trusted origins, each saved at once: a new origin is normalised and checked against
 * the list first, and the server's refusal shows under the field.
 */
export function useOriginEdits(origins: string[], save: Save, initial = '') {
  const [value, setValue] = React.useState(initial);
  const [error, setError] = React.useState('');
  const onError = (e: unknown) => setError(e instanceof ApiRequestError ? e.message : 'Something went wrong. Try again.');
  const add = (e: React.FormEvent) => {
    e.preventDefault();
    const origin = normaliseOrigin(value);
    if (!origin) return setError(MESSAGES.invalidOrigin);
    if (origins.includes(origin)) return setError('This origin is already trusted');
    setError('');
    save.mutate([...origins, origin], { onSuccess: () => setValue(''), onError });
  };
  const remove = (origin: string) =>
    save.mutate(
      origins.filter((x) => x !== origin),
      { onError },
    );
  const change = (next: string) => {
    setValue(next);
    setError('');
  };
  return { value, error, add, remove, change, pending: save.isPending };
}

type FormProps = {
  id: string;
  label: string;
  hint: string;
  edits: ReturnType<typeof useOriginEdits>;
  disabled?: boolean;
  className: string;
};

/** The field that adds a trusted origin, with its hint or the reason it was refused. */
export function OriginForm({ id, label, hint, edits, disabled, className }: FormProps) {
  const { value, error } = edits;
  return (
    <form onSubmit={edits.add} noValidate className={className}>
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          {...fieldControlProps(id, error, hint)}
          type="url"
          inputMode="url"
          placeholder="https://www.example.com"
          value={value}
          onChange={(e) => edits.change(e.target.value)}
        />
        <Button type="submit" variant="outline" loading={edits.pending} disabled={disabled}>
          <Plus /> Add origin
        </Button>
      </div>
      <FieldMessage id={id} hint={hint} error={error} />
    </form>
  );
}
