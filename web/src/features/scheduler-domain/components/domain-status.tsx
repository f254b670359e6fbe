import type { DomainStatus, SchedulerDomainDto } from '@contracts/scheduler-domain';
import { DomainStatusPanel as Panel, PENDING_STATUS, type DomainStatusText } from '@web/components/domain-settings/domain-status-panel';
import { useCheckSchedulerDomain } from '../api/check-scheduler-domain';
import { useRemoveSchedulerDomain } from '../api/remove-scheduler-domain';

const STATUS: Record<DomainStatus, DomainStatusText> = {
  pending: PENDING_STATUS,
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
  return (
    <Panel
      name={domain.hostname}
      status={STATUS[domain.status]}
      verified={domain.status === 'verified'}
      configured={configured}
      checkedAt={domain.checkedAt}
      check={check}
      remove={remove}
      removeDescription={`Links will use our address again, and ${domain.hostname} stops serving your pages.`}
      details={
        <>
          <dt className="text-muted-foreground">TLS</dt>
          <dd>{tlsText(domain.sslStatus)}</dd>
        </>
      }
    >
      {domain.verificationErrors.length > 0 && (
        <ul role="alert" className="grid gap-1 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {domain.verificationErrors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
