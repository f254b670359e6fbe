import * as React from 'react';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { errorsByPointer } from '@web/lib/api-error';
import { useConnect } from '../api/connect';
import { ConnectionShell } from './connection-shell';
import { CredentialsForm } from '@web/components/integrations/connection-page';

/** /settings/integrations/segment: a source's write key; meeting and routing events go to its HTTP API. */
export function SegmentPage() {
  const connect = useConnect('segment', 'segment', 'Segment connected');
  const [writeKey, setKey] = React.useState('');
  const errors = errorsByPointer(connect.error);
  return (
    <ConnectionShell
      provider="segment"
      name="Segment"
      description="Meeting and routing events are sent to your Segment source as track calls."
    >
      {() => (
        <CredentialsForm submit={() => connect.mutate({ writeKey })} pending={connect.isPending} label="Save">
          <FormField id="sg-key" label="Write key" error={errors['/writeKey']}>
            <Input type="password" value={writeKey} onChange={(e) => setKey(e.target.value)} />
          </FormField>
        </CredentialsForm>
      )}
    </ConnectionShell>
  );
}

/** /settings/integrations/mixpanel: project id and API secret; events go to the import API. */
export function MixpanelPage() {
  const connect = useConnect('mixpanel', 'mixpanel', 'Mixpanel connected');
  const [f, setF] = React.useState({ projectId: '', apiSecret: '' });
  const errors = errorsByPointer(connect.error);
  return (
    <ConnectionShell provider="mixpanel" name="Mixpanel" description="Meeting and routing events are imported into your Mixpanel project.">
      {() => (
        <CredentialsForm submit={() => connect.mutate(f)} pending={connect.isPending} label="Save">
          <FormField id="mp-project" label="Project ID" error={errors['/projectId']}>
            <Input value={f.projectId} onChange={(e) => setF({ ...f, projectId: e.target.value })} />
          </FormField>
          <FormField id="mp-secret" label="API secret" error={errors['/apiSecret']}>
            <Input type="password" value={f.apiSecret} onChange={(e) => setF({ ...f, apiSecret: e.target.value })} />
          </FormField>
        </CredentialsForm>
      )}
    </ConnectionShell>
  );
}
