import * as React from 'react';
import * as v from 'valibot';
import toast from 'react-hot-toast';
import { DailyKeySchema } from '@contracts/conferencing';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useConnectDaily } from '../api/connect-daily';

/** Daily's API key (Developers page of the Daily dashboard); never shown again once stored. */
export function DailyKeyForm({ connected }: { connected: boolean }) {
  const [apiKey, setApiKey] = React.useState('');
  const [error, setError] = React.useState('');
  const connect = useConnectDaily();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = v.safeParse(DailyKeySchema, { apiKey });
    if (!parsed.success) return setError(parsed.issues[0].message);
    setError('');
    connect.mutate(parsed.output.apiKey, {
      onSuccess: () => {
        setApiKey('');
        toast.success('Daily connected');
      },
      onError: (err) => setError(err.message),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="grid max-w-xl gap-3">
      <FormField
        id="daily-key"
        label="API key"
        error={error}
        hint="Find it in the Daily dashboard under Developers. It is stored encrypted and never shown again."
      >
        <Input type="password" autoComplete="off" spellCheck={false} value={apiKey} onChange={(e) => setApiKey(e.target.value)} />
      </FormField>
      <div>
        <Button type="submit" loading={connect.isPending}>
          {connected ? 'Replace key' : 'Connect Daily'}
        </Button>
      </div>
    </form>
  );
}
