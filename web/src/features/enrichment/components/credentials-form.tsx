import * as React from 'react';
import * as v from 'valibot';
import toast from 'react-hot-toast';
import { ENRICHMENT_MESSAGES, enrichmentConnectSchema, type EnrichmentProviderDto } from '@contracts/enrichment';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { ApiRequestError } from '@web/lib/api-error';
import { useConnectEnrichmentProvider } from '../api/connect-enrichment-provider';

type Errors = Partial<Record<'apiKey' | 'username' | 'password', string>>;

/** The provider's key (or ZoomInfo's username and password); stored encrypted and never shown again. */
export function CredentialsForm({ provider }: { provider: EnrichmentProviderDto }) {
  const [values, setValues] = React.useState({ apiKey: '', username: '', password: '' });
  const [errors, setErrors] = React.useState<Errors>({});
  const connect = useConnectEnrichmentProvider(provider.provider);
  const userPass = provider.credentials === 'username_password';
  const set = (k: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((s) => ({ ...s, [k]: e.target.value }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const next: Errors = {};
    if (userPass) {
      if (!values.username.trim()) next.username = ENRICHMENT_MESSAGES.usernameRequired;
      if (!values.password.trim()) next.password = ENRICHMENT_MESSAGES.passwordRequired;
    } else if (!values.apiKey.trim()) next.apiKey = ENRICHMENT_MESSAGES.apiKeyRequired;
    const input = userPass ? { username: values.username, password: values.password } : { apiKey: values.apiKey };
    const parsed = v.safeParse(enrichmentConnectSchema, input);
    if (!parsed.success) for (const issue of parsed.issues) next[(issue.path?.[0]?.key as keyof Errors) ?? 'apiKey'] ??= issue.message;
    setErrors(next);
    if (Object.keys(next).length || !parsed.success) return;
    connect.mutate(parsed.output, {
      onSuccess: () => {
        setValues({ apiKey: '', username: '', password: '' });
        toast.success(`${provider.label} connected`);
      },
      onError: (err) => {
        const fields: Errors = {};
        if (err instanceof ApiRequestError)
          for (const x of err.errors)
            fields[(x.source?.pointer?.slice(1) as keyof Errors) || (userPass ? 'password' : 'apiKey')] ??= x.detail;
        setErrors(Object.keys(fields).length ? fields : { [userPass ? 'password' : 'apiKey']: err.message });
      },
    });
  };

  const connected = provider.integration !== null;
  return (
    <form onSubmit={submit} noValidate className="grid max-w-xl gap-3" aria-label={`${provider.label} credentials`}>
      {userPass && (
        <FormField id="enrichment-username" label="Username" error={errors.username}>
          <Input autoComplete="off" spellCheck={false} value={values.username} onChange={set('username')} />
        </FormField>
      )}
      <FormField
        id={userPass ? 'enrichment-password' : 'enrichment-key'}
        label={provider.keyLabel}
        error={userPass ? errors.password : errors.apiKey}
        hint={`It is checked with ${provider.label} first, then stored encrypted and never shown again.`}
      >
        <Input
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={userPass ? values.password : values.apiKey}
          onChange={set(userPass ? 'password' : 'apiKey')}
        />
      </FormField>
      <div>
        <Button type="submit" loading={connect.isPending}>
          {connected ? (userPass ? 'Replace credentials' : 'Replace key') : `Connect ${provider.label}`}
        </Button>
      </div>
    </form>
  );
}
