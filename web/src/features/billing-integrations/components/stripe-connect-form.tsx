import * as React from 'react';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { errorsByPointer } from '@web/lib/api-error';
import { useConnectStripe } from '../api/connect-stripe';
import { CredentialsForm } from '@web/components/integrations/connection-page';

/** The restricted key (read access to customers, products and subscriptions) and the endpoint's signing secret. */
export function StripeConnectForm() {
  const connect = useConnectStripe();
  const [f, setF] = React.useState({ apiKey: '', signingSecret: '' });
  const errors = errorsByPointer(connect.error);
  // Both credentials are secrets typed once: hidden, never autofilled, the server's refusal under each.
  const secret = (key: keyof typeof f, id: string, label: string, hint: string) => (
    <FormField id={id} label={label} hint={hint} error={errors[`/${key}`]}>
      <Input type="password" autoComplete="off" value={f[key]} onChange={(e) => setF({ ...f, [key]: e.target.value })} />
    </FormField>
  );
  return (
    <CredentialsForm submit={() => connect.mutate(f)} pending={connect.isPending} label="Connect">
      {secret(
        'apiKey',
        'stripe-key',
        'Restricted API key',
        'Create it in Stripe under Developers › API keys with read access to Customers, Products and Subscriptions.',
      )}
      {secret(
        'signingSecret',
        'stripe-secret',
        'Webhook signing secret',
        'Add the endpoint below in Stripe under Developers › Webhooks, then paste its signing secret.',
      )}
    </CredentialsForm>
  );
}
