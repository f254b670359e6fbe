import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { caldavConnectSchema } from '@contracts/calendars';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { submitTo } from '@web/lib/forms';
import { useConnectCaldav } from '../api/connect-caldav';

type Values = v.InferInput<typeof caldavConnectSchema>;

/** CalDAV has no OAuth: the server address, the user name and an app password (iCloud, Fastmail). */
export function CaldavForm() {
  const connect = useConnectCaldav();
  const form = useForm<Values>({
    resolver: valibotResolver(caldavConnectSchema),
    defaultValues: { serverUrl: '', username: '', password: '' },
  });
  const submit = submitTo(form, connect, ['serverUrl', 'username', 'password'], () => form.reset());
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:max-w-md">
      <TextField
        form={form}
        name="serverUrl"
        label="Server URL"
        hint="For example https://caldav.icloud.com or https://caldav.fastmail.com"
        type="url"
        autoComplete="url"
      />
      <TextField form={form} name="username" label="Username" autoComplete="username" />
      <TextField
        form={form}
        name="password"
        label="App password"
        hint="Create an app-specific password in your provider's account settings."
        type="password"
        autoComplete="current-password"
      />
      <div>
        <Button type="submit" loading={connect.isPending}>
          Connect CalDAV
        </Button>
      </div>
    </form>
  );
}
