import * as React from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import type { ProductUsageDto, UsageCredentialDto } from '@contracts/product-usage';
import { Button } from '@web/components/ui/button';
import { TitledCard } from '@web/components/ui/card';
import { CopyButton } from '@web/components/ui/copy-button';
import { useImportMixpanel } from '../api/import-mixpanel';
import { useRotateHttpSecret } from '../api/rotate-http-secret';
import { useRotateSegmentKey } from '../api/rotate-segment-key';
import { useInstantFormat } from '@web/lib/viewer-time';

function Shown({ credential }: { credential: UsageCredentialDto | undefined }) {
  if (!credential) return null;
  return (
    <div className="flex items-center gap-2 rounded-md border bg-muted p-2 text-sm">
      <code className="break-all" data-testid="usage-credential">
        {credential.value}
      </code>
      <CopyButton value={credential.value} />
      <span className="text-xs text-muted-foreground">Shown once: copy it now.</span>
    </div>
  );
}

/**
 * A source that signs in with a credential made here: how to point it at us, the end of the credential it has
 * (`hint`, false while it has none), and the button that makes one or replaces it, shown once.
 */
function CredentialSource(p: {
  title: string;
  noun: string;
  hint: string | null | false;
  rotate: { data?: UsageCredentialDto; isPending: boolean; mutate: () => void };
  children: React.ReactNode;
}) {
  const connected = p.hint !== false;
  return (
    <section className="grid gap-2">
      <h3 className="font-medium">{p.title}</h3>
      <p className="text-muted-foreground">{p.children}</p>
      <p>{connected ? `${p.noun[0]!.toUpperCase()}${p.noun.slice(1)} ending ${p.hint}` : `No ${p.noun} yet.`}</p>
      <Shown credential={p.rotate.data} />
      <div>
        <Button type="button" variant="outline" disabled={p.rotate.isPending} onClick={() => p.rotate.mutate()}>
          {connected ? `Replace ${p.noun}` : `Create ${p.noun}`}
        </Button>
      </div>
    </section>
  );
}

/** Where usage comes from: a Segment source, the product's signed endpoint, and Mixpanel's 14 days. */
export function UsageSources({ usage, accountId }: { usage: ProductUsageDto; accountId: string }) {
  const at = useInstantFormat();
  const segmentKey = useRotateSegmentKey();
  const httpSecret = useRotateHttpSecret();
  const mixpanel = useImportMixpanel();
  const origin = window.location.origin;
  return (
    <TitledCard title="Sources" contentClassName="grid gap-6 text-sm">
      <CredentialSource title="Segment" noun="write key" hint={usage.segment.connected && usage.segment.keyHint} rotate={segmentKey}>
        Add an HTTP API source or a webhook destination pointed at <code>{origin}/api/public/product-usage/segment</code>, with this write
        key as the user name of Basic auth. Track calls are events; identify calls tie a userId to an e-mail.
      </CredentialSource>
      <CredentialSource title="Your product" noun="signing secret" hint={usage.http.connected && usage.http.secretHint} rotate={httpSecret}>
        POST <code>{`{ "events": [{ "id", "event", "email", "accountDomain"?, "timestamp"? }] }`}</code> to{' '}
        <code>
          {origin}/api/public/product-usage/events/{accountId}
        </code>
        , signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature) with this secret. A repeated id counts once.
      </CredentialSource>
      <section className="grid gap-2">
        <h3 className="font-medium">Mixpanel</h3>
        {usage.mixpanel.connected ? (
          <>
            <p className="text-muted-foreground">
              Fetches the last 14 days of your project's events through Mixpanel's export API.
              {usage.mixpanel.importedAt && ` Last imported ${at(usage.mixpanel.importedAt)}.`}
            </p>
            <div>
              <Button
                type="button"
                variant="outline"
                disabled={mixpanel.isPending}
                onClick={() =>
                  mixpanel.mutate(undefined, {
                    onSuccess: (r) => toast.success(`${r.accepted} events imported, ${r.duplicates} already stored`),
                    onError: (e) => toast.error(e.message),
                  })
                }
              >
                {mixpanel.isPending ? 'Importing…' : 'Import 14 days'}
              </Button>
            </div>
          </>
        ) : (
          <p className="text-muted-foreground">
            <Link className="underline" to="/settings/integrations/mixpanel">
              Connect Mixpanel
            </Link>{' '}
            to import its last 14 days.
          </p>
        )}
      </section>
    </TitledCard>
  );
}
