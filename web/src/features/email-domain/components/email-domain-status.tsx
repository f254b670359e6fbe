import * as React from 'react';
import type { EmailDomainDto, EmailDomainStatus } from '@contracts/email-domain';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useCheckEmailDomain } from '../api/check-email-domain';
import { useRemoveEmailDomain } from '../api/remove-email-domain';

const STATUS: Record<EmailDomainStatus, { label: string; variant: 'success' | 'warning' | 'destructive'; text: string }> = {
  pending: {
    label: 'Pending',
    variant: 'warning',
    text: 'Add the DNS records below. We check every minute; DNS changes can take a few hours to show.',
  },
  failed: {
    label: 'Failed',
    variant: 'destructive',
    text: 'The records were not found in time. Check them at your DNS provider, then check again.',
  },
  verified: { label: 'Verified', variant: 'success', text: 'Every e-mail we send for your organization goes from this domain.' },
};

/** The domain's verification state, the address e-mails go from now, "Check now" and removal. */
export function EmailDomainStatusPanel({
  domain,
  configured,
  defaultFrom,
  currentFrom,
}: {
  domain: EmailDomainDto;
  configured: boolean;
  defaultFrom: string;
  currentFrom: string;
}) {
  const check = useCheckEmailDomain();
  const remove = useRemoveEmailDomain();
  const [confirming, setConfirming] = React.useState(false);
  const s = STATUS[domain.status];
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <span className="break-all font-mono text-base font-semibold">{domain.domain}</span>
        <Badge variant={s.variant}>{s.label}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">{s.text}</p>
      <dl className="grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        <dt className="text-muted-foreground">E-mails go from</dt>
        <dd className="break-all font-mono" data-testid="current-from">
          {currentFrom}
        </dd>
        {domain.status !== 'verified' && (
          <>
            <dt className="text-muted-foreground">Once verified</dt>
            <dd className="break-all font-mono">{domain.fromAddress}</dd>
          </>
        )}
        <dt className="text-muted-foreground">Last checked</dt>
        <dd>{domain.checkedAt ? new Date(domain.checkedAt).toLocaleString() : 'Not yet'}</dd>
      </dl>
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
        description={`E-mails will go from ${defaultFrom} again, and ${domain.domain} is removed from the e-mail provider.`}
        confirmLabel="Remove"
        destructive
        onConfirm={() => remove.mutate()}
      />
    </div>
  );
}
