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
  return (
    <CredentialsForm submit={() => connect.mutate(f)} pending={connect.isPending} label="Connect">
      <FormField
        id="stripe-key"
        label="Restricted API key"
        hint="Create it in Stripe under Developers › API keys with read access to Customers, Products and Subscriptions."
        error={errors['/apiKey']}
      >
        <Input type="password" autoComplete="off" value={f.apiKey} onChange={(e) => setF({ ...f, apiKey: e.target.value })} />
      </FormField>
      <FormField
        id="stripe-secret"
        label="Webhook signing secret"
        hint="Add the endpoint below in Stripe under Developers › Webhooks, then paste its signing secret."
        error={errors['/signingSecret']}
      >
        <Input type="password" autoComplete="off" value={f.signingSecret} onChange={(e) => setF({ ...f, signingSecret: e.target.value })} />
      </FormField>
    </CredentialsForm>
  );
}
