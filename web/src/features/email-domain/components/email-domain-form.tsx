import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { saveEmailDomainSchema } from '@contracts/email-domain';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { applyServerErrors } from '@web/lib/forms';
import { useSaveEmailDomain } from '../api/save-email-domain';

type Values = v.InferInput<typeof saveEmailDomainSchema>;

/** Adding the sending domain: a domain the organization owns, and the notification prefix its e-mails go from. */
export function EmailDomainForm({ disabled }: { disabled: boolean }) {
  const save = useSaveEmailDomain();
  const form = useForm<Values>({
    resolver: valibotResolver(saveEmailDomainSchema),
    defaultValues: { domain: '', notificationPrefix: 'meetings' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, { onError: (e) => applyServerErrors(e, form.setError, ['domain', 'notificationPrefix']) }),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:max-w-lg">
      <FormField
        id="domain"
        label="Sending domain"
        error={errors.domain?.message}
        hint="Your own domain, such as example.com, or a subdomain you keep for e-mail, such as mail.example.com."
      >
        <Input placeholder="example.com" autoComplete="off" spellCheck={false} disabled={disabled} {...form.register('domain')} />
      </FormField>
      <FormField
        id="notificationPrefix"
        label="Notification prefix"
        error={errors.notificationPrefix?.message}
        hint="The part before the @: meetings sends from meetings@example.com."
      >
        <Input placeholder="meetings" autoComplete="off" spellCheck={false} disabled={disabled} {...form.register('notificationPrefix')} />
      </FormField>
      <div>
        <Button type="submit" loading={save.isPending} disabled={disabled}>
          Add domain
        </Button>
      </div>
    </form>
  );
}
