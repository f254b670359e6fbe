import { DailyKeySchema } from '@contracts/conferencing';
import { useConnectDaily } from '../api/connect-daily';
import { ConferencingValueForm } from './conferencing-value-form';

/** Daily's API key (Developers page of the Daily dashboard); never shown again once stored. */
export function DailyKeyForm({ connected }: { connected: boolean }) {
  const connect = useConnectDaily();
  return (
    <ConferencingValueForm
      initial=""
      schema={DailyKeySchema}
      field="apiKey"
      save={connect}
      savedMessage="Daily connected"
      clearOnSave
      id="daily-key"
      label="API key"
      hint="Find it in the Daily dashboard under Developers. It is stored encrypted and never shown again."
      input={{ type: 'password', autoComplete: 'off', spellCheck: false }}
      submitLabel={connected ? 'Replace key' : 'Connect Daily'}
    />
  );
}
