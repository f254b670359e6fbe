import * as React from 'react';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { errorsByPointer } from '@web/lib/api-error';
import { useConnectMux } from '../api/connect-mux';
import { CredentialsForm } from '@web/components/integrations/connection-page';

const FIELDS = [
  { key: 'tokenId', label: 'Access token ID', hint: 'Create it in Mux under Settings › Access Tokens with Mux Video read and write.' },
  { key: 'tokenSecret', label: 'Secret key', hint: 'Shown once by Mux beside the token ID.' },
  {
    key: 'signingSecret',
    label: 'Webhook signing secret',
    hint: 'Add the webhook URL above in Mux under Settings › Webhooks, then paste its signing secret.',
  },
] as const;

/** The access token (id and secret) and the webhook's signing secret; Mux checks the token on save. */
export function MuxConnectForm() {
  const connect = useConnectMux();
  const [f, setF] = React.useState({ tokenId: '', tokenSecret: '', signingSecret: '' });
  const errors = errorsByPointer(connect.error);
  const general = connect.error && !Object.keys(errors).some((k) => k !== '/') ? (connect.error as Error).message : null;
  return (
    <CredentialsForm submit={() => connect.mutate(f)} pending={connect.isPending} label="Connect">
      {FIELDS.map((field) => (
        <FormField key={field.key} id={`mux-${field.key}`} label={field.label} hint={field.hint} error={errors[`/${field.key}`]}>
          <Input
            type={field.key === 'tokenId' ? 'text' : 'password'}
            autoComplete="off"
            value={f[field.key]}
            onChange={(e) => setF({ ...f, [field.key]: e.target.value })}
          />
        </FormField>
      ))}
      {general && <p className="text-sm text-destructive">{general}</p>}
    </CredentialsForm>
  );
}
