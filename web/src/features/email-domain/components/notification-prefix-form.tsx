import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { updateNotificationPrefixSchema } from '@contracts/email-domain';
import { FormField } from '@web/components/ui/form-field';
import { SaveBar } from '@web/components/ui/form-section';
import { Input } from '@web/components/ui/input';
import { applyServerErrors } from '@web/lib/forms';
import { useUpdateNotificationPrefix } from '../api/update-notification-prefix';

type Values = v.InferInput<typeof updateNotificationPrefixSchema>;

/** The notification prefix: the local part of the address the organization's e-mails go from. */
export function NotificationPrefixForm({ domain, value }: { domain: string; value: string }) {
  const update = useUpdateNotificationPrefix();
  const form = useForm<Values>({ resolver: valibotResolver(updateNotificationPrefixSchema), defaultValues: { notificationPrefix: value } });
  const submit = form.handleSubmit((values) =>
    update.mutate(values.notificationPrefix, {
      onSuccess: (d) => form.reset({ notificationPrefix: d.domain?.notificationPrefix ?? '' }),
      onError: (e) => applyServerErrors(e, form.setError, ['notificationPrefix']),
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:max-w-lg">
      <FormField
        id="notificationPrefix"
        label="Notification prefix"
        error={form.formState.errors.notificationPrefix?.message}
        hint="Letters, digits, dots, hyphens and underscores, such as meetings or team.notices."
      >
        {(control) => (
          <div className="flex min-w-0 items-center gap-2">
            <Input autoComplete="off" spellCheck={false} {...control} {...form.register('notificationPrefix')} />
            <span className="min-w-0 break-all font-mono text-sm text-muted-foreground sm:shrink-0 sm:break-normal sm:whitespace-nowrap">
              @{domain}
            </span>
          </div>
        )}
      </FormField>
      <SaveBar dirty={form.formState.isDirty} saving={update.isPending} onDiscard={() => form.reset()} />
    </form>
  );
}
