import type * as React from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { submitTo } from '@web/lib/forms';

/** One input of the add form: its field name, label, hint and the input's own props. */
export type AddDomainField<V> = {
  name: Path<V>;
  label: string;
  hint: string;
  input: React.ComponentProps<typeof Input>;
};

type AddDomainFormProps<V extends FieldValues> = {
  resolver: Resolver<V>;
  defaultValues: DefaultValues<V>;
  fields: AddDomainField<V>[];
  save: { isPending: boolean; mutate: (values: V, options: { onError: (e: unknown) => void }) => void };
  disabled: boolean;
};

/** Adding a custom domain: the fields, then "Add domain"; server errors land on their fields. */
export function AddDomainForm<V extends FieldValues>({ resolver, defaultValues, fields, save, disabled }: AddDomainFormProps<V>) {
  const form = useForm<V>({ resolver, defaultValues });
  const { errors } = form.formState;
  const names = fields.map((f) => f.name);
  const submit = submitTo(form, save, names);
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:max-w-lg">
      {fields.map((f) => (
        <FormField key={f.name} id={f.name} label={f.label} error={errors[f.name]?.message as string | undefined} hint={f.hint}>
          <Input disabled={disabled} {...f.input} {...form.register(f.name)} />
        </FormField>
      ))}
      <div>
        <Button type="submit" loading={save.isPending} disabled={disabled}>
          Add domain
        </Button>
      </div>
    </form>
  );
}
