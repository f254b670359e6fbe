import { ConnectionPage, WebhookUrlCard } from '@web/components/integrations/connection-page';
import { useMuxConnection } from '../api/mux-connection';
import { useDisconnectMux } from '../api/disconnect-mux';
import { MuxConnectForm } from './mux-connect-form';

/** /settings/integrations/mux: videos of the asset library upload to Mux and stream on booking pages. */
export function MuxPage() {
  const disconnect = useDisconnectMux();
  return (
    <ConnectionPage
      query={useMuxConnection()}
      title="Mux"
      description="Videos added to the asset library upload straight to Mux, at any size, and booking pages stream them."
      provider="mux"
      state={(c) =>
        c.status === 'connected'
          ? { label: 'Connected', variant: 'success', connected: true }
          : { label: 'Not connected', variant: 'secondary', connected: false }
      }
      disable={{
        title: 'Disable Mux?',
        description: 'New videos upload to storage again, at most 5 MB. Videos already on Mux keep playing.',
        onConfirm: () => disconnect.mutate(),
      }}
    >
      {(c) => (
        <>
          <WebhookUrlCard
            title="Webhook URL"
            hint="Mux tells this URL when an uploaded video is ready to play or has failed."
            url={c.webhookUrl}
            testId="mux-webhook-url"
          />
          {c.status === 'connected' ? (
            <p className="text-sm text-muted-foreground">New videos in the asset library upload to Mux.</p>
          ) : (
            <MuxConnectForm />
          )}
        </>
      )}
    </ConnectionPage>
  );
}
