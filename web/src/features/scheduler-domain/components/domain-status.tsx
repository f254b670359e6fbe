import * as React from 'react';
import type { DomainStatus, SchedulerDomainDto } from '@contracts/scheduler-domain';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useCheckSchedulerDomain } from '../api/check-scheduler-domain';
import { useRemoveSchedulerDomain } from '../api/remove-scheduler-domain';

const STATUS: Record<DomainStatus, { label: string; variant: 'success' | 'warning' | 'destructive'; text: string }> = {
  pending: {
    label: 'Pending',
    variant: 'warning',
    text: 'Add the DNS records below. We check every minute; DNS changes can take a few hours to show.',
  },
  unverified: {
    label: 'Unverified',
    variant: 'destructive',
    text: 'We cannot verify the domain yet. Check the records below, then check again.',
  },
  verified: { label: 'Verified', variant: 'success', text: 'Your booking pages, campaign links and widget are served from this domain.' },
};

/** Cloudflare's certificate states, said plainly. */
const tlsText = (ssl: string | null) =>
  ssl === 'active'
    ? 'Certificate issued'
    : ssl?.startsWith('pending') || ssl === 'initializing'
      ? 'Certificate being issued'
      : ssl
        ? `Certificate ${ssl.replace(/_/g, ' ')}`
        : 'Not started';

/** The domain's verification state and TLS status, with "Check now" and removal. */
export function DomainStatusPanel({ domain, configured }: { domain: SchedulerDomainDto; configured: boolean }) {
  const check = useCheckSchedulerDomain();
  const remove = useRemoveSchedulerDomain();
  const [confirming, setConfirming] = React.useState(false);
  const s = STATUS[domain.status];
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <span className="break-all font-mono text-base font-semibold">{domain.hostname}</span>
        <Badge variant={s.variant}>{s.label}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">{s.text}</p>
      <dl className="grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        <dt className="text-muted-foreground">TLS</dt>
        <dd>{tlsText(domain.sslStatus)}</dd>
        <dt className="text-muted-foreground">Last checked</dt>
        <dd>{domain.checkedAt ? new Date(domain.checkedAt).toLocaleString() : 'Not yet'}</dd>
      </dl>
      {domain.verificationErrors.length > 0 && (
        <ul role="alert" className="grid gap-1 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {domain.verificationErrors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        {domain.status !== 'verified' && (
          <Button variant="outline" loading={check.isPending} disabled={!configured} onClick={() => check.mutate()}>
            Check now
          </Button>
        )}
        <Button variant="ghost" className="text-destructive" disabled={!configured} onClick={() => setConfirming(true)}>
          Remove domain
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove the domain?"
        description={`Links will use our address again, and ${domain.hostname} stops serving your pages.`}
        confirmLabel="Remove"
        destructive
        onConfirm={() => remove.mutate()}
      />
    </div>
  );
}
