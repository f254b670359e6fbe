import * as React from 'react';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { ApiRequestError } from '@web/lib/api-error';
import { useConnect } from '../api/connect';
import { ConnectionShell } from './connection-shell';

const errorsOf = (e: unknown) =>
  e instanceof ApiRequestError ? Object.fromEntries(e.errors.map((x) => [x.source?.pointer ?? '/', x.detail])) : {};

/** /settings/integrations/segment: a source's write key; meeting and routing events go to its HTTP API. */
export function SegmentPage() {
  const connect = useConnect('segment', 'segment', 'Segment connected');
  const [writeKey, setKey] = React.useState('');
  const errors = errorsOf(connect.error);
  return (
    <ConnectionShell
      provider="segment"
      name="Segment"
      description="Meeting and routing events are sent to your Segment source as track calls."
    >
      {() => (
        <form
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            connect.mutate({ writeKey });
          }}
        >
          <FormField id="sg-key" label="Write key" error={errors['/writeKey']}>
            <Input type="password" value={writeKey} onChange={(e) => setKey(e.target.value)} />
          </FormField>
          <Button type="submit" className="justify-self-start" loading={connect.isPending}>
            Save
          </Button>
        </form>
      )}
    </ConnectionShell>
  );
}

/** /settings/integrations/mixpanel: project id and API secret; events go to the import API. */
export function MixpanelPage() {
  const connect = useConnect('mixpanel', 'mixpanel', 'Mixpanel connected');
  const [f, setF] = React.useState({ projectId: '', apiSecret: '' });
  const errors = errorsOf(connect.error);
  return (
    <ConnectionShell provider="mixpanel" name="Mixpanel" description="Meeting and routing events are imported into your Mixpanel project.">
      {() => (
        <form
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            connect.mutate(f);
          }}
        >
          <FormField id="mp-project" label="Project ID" error={errors['/projectId']}>
            <Input value={f.projectId} onChange={(e) => setF({ ...f, projectId: e.target.value })} />
          </FormField>
          <FormField id="mp-secret" label="API secret" error={errors['/apiSecret']}>
            <Input type="password" value={f.apiSecret} onChange={(e) => setF({ ...f, apiSecret: e.target.value })} />
          </FormField>
          <Button type="submit" className="justify-self-start" loading={connect.isPending}>
            Save
          </Button>
        </form>
      )}
    </ConnectionShell>
  );
}
