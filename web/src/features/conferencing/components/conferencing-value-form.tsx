import * as React from 'react';
import * as v from 'valibot';
import toast from 'react-hot-toast';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';

type Props<K extends string> = {
  /** The value as saved; the field starts from it and follows it when it changes. */
  initial: string;
  /** Checks `{ [field]: value }` in the browser before anything is sent; its first message is the field's error. */
  schema: v.GenericSchema<unknown, Record<K, string>>;
  field: K;
  save: { isPending: boolean; mutate: (value: string, options: { onSuccess: () => void; onError: (err: Error) => void }) => void };
  savedMessage: string;
  /** Empty the field once saved (a secret that is never shown again). */
  clearOnSave?: boolean;
  id: string;
  label: string;
  hint: string;
  input: React.ComponentProps<typeof Input>;
  submitLabel: string;
};

/** A tool's one value (a room link, an API key): checked here, saved, and the server's refusal shown on the field. */
export function ConferencingValueForm<K extends string>(p: Props<K>) {
  const [value, setValue] = React.useState(p.initial);
  const [error, setError] = React.useState('');
  React.useEffect(() => setValue(p.initial), [p.initial]);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = v.safeParse(p.schema, { [p.field]: value });
    if (!parsed.success) return setError(parsed.issues[0].message);
    setError('');
    p.save.mutate(parsed.output[p.field], {
      onSuccess: () => {
        if (p.clearOnSave) setValue('');
        toast.success(p.savedMessage);
      },
      onError: (err) => setError(err.message),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="grid max-w-xl gap-3">
      <FormField id={p.id} label={p.label} error={error} hint={p.hint}>
        <Input {...p.input} value={value} onChange={(e) => setValue(e.target.value)} />
      </FormField>
      <div>
        <Button type="submit" loading={p.save.isPending}>
          {p.submitLabel}
        </Button>
      </div>
    </form>
  );
}
