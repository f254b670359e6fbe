import * as React from 'react';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { ApiRequestError } from '@web/lib/api-error';
import { useConnectStripe } from '../api/connect-stripe';

const errorsOf = (e: unknown) =>
  e instanceof ApiRequestError ? Object.fromEntries(e.errors.map((x) => [x.source?.pointer ?? '/', x.detail])) : {};

/** The restricted key (read access to customers, products and subscriptions) and the endpoint's signing secret. */
export function StripeConnectForm() {
  const connect = useConnectStripe();
  const [f, setF] = React.useState({ apiKey: '', signingSecret: '' });
  const errors = errorsOf(connect.error);
  return (
    <form
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        connect.mutate(f);
      }}
    >
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
      <Button type="submit" className="justify-self-start" loading={connect.isPending}>
        Connect
      </Button>
    </form>
  );
}
