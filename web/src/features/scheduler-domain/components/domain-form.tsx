import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { saveSchedulerDomainSchema } from '@contracts/scheduler-domain';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { applyServerErrors } from '@web/lib/forms';
import { useSaveSchedulerDomain } from '../api/save-scheduler-domain';

type Values = v.InferInput<typeof saveSchedulerDomainSchema>;

/** Adding the domain: a subdomain the organization owns, and optionally where its root URL sends visitors. */
export function DomainForm({ disabled }: { disabled: boolean }) {
  const save = useSaveSchedulerDomain();
  const form = useForm<Values>({
    resolver: valibotResolver(saveSchedulerDomainSchema),
    defaultValues: { hostname: '', rootRedirectUrl: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, { onError: (e) => applyServerErrors(e, form.setError, ['hostname', 'rootRedirectUrl']) }),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:max-w-lg">
      <FormField
        id="hostname"
        label="Domain"
        error={errors.hostname?.message}
        hint="A subdomain of your own domain, such as meet.example.com. Your booking pages, campaign links and widget are served from it."
      >
        <Input placeholder="meet.example.com" autoComplete="off" spellCheck={false} disabled={disabled} {...form.register('hostname')} />
      </FormField>
      <FormField
        id="rootRedirectUrl"
        label="Root URL redirect (optional)"
        error={errors.rootRedirectUrl?.message}
        hint="Where visitors to the domain's root URL go. Left empty, they go to your own website (the domain without its subdomain)."
      >
        <Input type="url" placeholder="https://www.example.com" disabled={disabled} {...form.register('rootRedirectUrl')} />
      </FormField>
      <div>
        <Button type="submit" loading={save.isPending} disabled={disabled}>
          Add domain
        </Button>
      </div>
    </form>
  );
}
