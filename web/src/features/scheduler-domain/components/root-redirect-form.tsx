import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { updateRootRedirectSchema } from '@contracts/scheduler-domain';
import { FormField } from '@web/components/ui/form-field';
import { SaveBar } from '@web/components/ui/form-section';
import { Input } from '@web/components/ui/input';
import { applyServerErrors } from '@web/lib/forms';
import { useUpdateRootRedirect } from '../api/update-root-redirect';

type Values = v.InferInput<typeof updateRootRedirectSchema>;

/** The custom domain root URL redirect (spec section 2): where the bare domain sends a visitor. */
export function RootRedirectForm({ hostname, value }: { hostname: string; value: string | null }) {
  const update = useUpdateRootRedirect();
  const form = useForm<Values>({ resolver: valibotResolver(updateRootRedirectSchema), defaultValues: { rootRedirectUrl: value ?? '' } });
  const submit = form.handleSubmit((values) =>
    update.mutate(values.rootRedirectUrl ?? '', {
      onSuccess: (d) => form.reset({ rootRedirectUrl: d.domain?.rootRedirectUrl ?? '' }),
      onError: (e) => applyServerErrors(e, form.setError, ['rootRedirectUrl']),
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:max-w-lg">
      <FormField
        id="rootRedirectUrl"
        label="Root URL redirect"
        error={form.formState.errors.rootRedirectUrl?.message}
        hint={`Where https://${hostname}/ sends visitors. Left empty, they go to your own website.`}
      >
        <Input type="url" placeholder="https://www.example.com" {...form.register('rootRedirectUrl')} />
      </FormField>
      <SaveBar dirty={form.formState.isDirty} saving={update.isPending} onDiscard={() => form.reset()} />
    </form>
  );
}
