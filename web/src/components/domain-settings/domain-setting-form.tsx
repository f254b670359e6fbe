import type * as React from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { FormField } from '@web/components/ui/form-field';
import { SaveBar } from '@web/components/ui/form-section';
import { Input } from '@web/components/ui/input';
import { applyServerErrors } from '@web/lib/forms';

type Values = Record<string, string | undefined>;

type DomainSettingFormProps<D> = {
  /** The setting's field, as the schema and the server's errors name it; also the input's id. */
  name: string;
  /** Checks the setting's one field (a module constant of the page). */
  resolver: unknown;
  value: string;
  save: { isPending: boolean; mutate: (value: string, options: { onSuccess: (data: D) => void; onError: (e: unknown) => void }) => void };
  /** The setting as the server saved it, read from its answer: the form starts over from it. */
  saved: (data: D) => string;
  label: string;
  hint: string;
  input: React.ComponentProps<typeof Input>;
  /** Shown after the input on the same line (the domain after an address's local part). */
  suffix?: React.ReactNode;
};

/** One setting of an added custom domain: its field, then the save bar; server errors land on the field. */
export function DomainSettingForm<D>({ name, resolver, value, save, saved, label, hint, input, suffix }: DomainSettingFormProps<D>) {
  const form = useForm<Values>({ resolver: resolver as Resolver<Values>, defaultValues: { [name]: value } });
  const submit = form.handleSubmit((values) =>
    save.mutate(values[name] ?? '', {
      onSuccess: (d) => form.reset({ [name]: saved(d) }),
      onError: (e) => applyServerErrors(e, form.setError, [name]),
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:max-w-lg">
      <FormField id={name} label={label} error={form.formState.errors[name]?.message} hint={hint}>
        {(control) =>
          suffix ? (
            <div className="flex min-w-0 items-center gap-2">
              <Input {...input} {...control} {...form.register(name)} />
              {suffix}
            </div>
          ) : (
            <Input {...input} {...control} {...form.register(name)} />
          )
        }
      </FormField>
      <SaveBar dirty={form.formState.isDirty} saving={save.isPending} onDiscard={() => form.reset()} />
    </form>
  );
}
