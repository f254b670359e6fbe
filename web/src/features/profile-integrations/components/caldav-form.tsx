import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { caldavConnectSchema } from '@contracts/calendars';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { applyServerErrors } from '@web/lib/forms';
import { useConnectCaldav } from '../api/connect-caldav';

type Values = v.InferInput<typeof caldavConnectSchema>;

/** CalDAV has no OAuth: the server address, the user name and an app password (iCloud, Fastmail). */
export function CaldavForm() {
  const connect = useConnectCaldav();
  const form = useForm<Values>({
    resolver: valibotResolver(caldavConnectSchema),
    defaultValues: { serverUrl: '', username: '', password: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    connect.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (e) => applyServerErrors(e, form.setError, ['serverUrl', 'username', 'password']),
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:max-w-md">
      <FormField
        id="serverUrl"
        label="Server URL"
        error={errors.serverUrl?.message}
        hint="For example https://caldav.icloud.com or https://caldav.fastmail.com"
      >
        <Input type="url" autoComplete="url" {...form.register('serverUrl')} />
      </FormField>
      <FormField id="username" label="Username" error={errors.username?.message}>
        <Input autoComplete="username" {...form.register('username')} />
      </FormField>
      <FormField
        id="password"
        label="App password"
        error={errors.password?.message}
        hint="Create an app-specific password in your provider's account settings."
      >
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <div>
        <Button type="submit" loading={connect.isPending}>
          Connect CalDAV
        </Button>
      </div>
    </form>
  );
}
