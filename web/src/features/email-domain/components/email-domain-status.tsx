import type { EmailDomainDto, EmailDomainStatus } from '@contracts/email-domain';
import { DomainStatusPanel, PENDING_STATUS, type DomainStatusText } from '@web/components/domain-settings/domain-status-panel';
import { useCheckEmailDomain } from '../api/check-email-domain';
import { useRemoveEmailDomain } from '../api/remove-email-domain';

const STATUS: Record<EmailDomainStatus, DomainStatusText> = {
  pending: PENDING_STATUS,
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
  const verified = domain.status === 'verified';
  return (
    <DomainStatusPanel
      name={domain.domain}
      status={STATUS[domain.status]}
      verified={verified}
      configured={configured}
      checkedAt={domain.checkedAt}
      check={check}
      remove={remove}
      removeDescription={`E-mails will go from ${defaultFrom} again, and ${domain.domain} is removed from the e-mail provider.`}
      details={
        <>
          <dt className="text-muted-foreground">E-mails go from</dt>
          <dd className="break-all font-mono" data-testid="current-from">
            {currentFrom}
          </dd>
          {!verified && (
            <>
              <dt className="text-muted-foreground">Once verified</dt>
              <dd className="break-all font-mono">{domain.fromAddress}</dd>
            </>
          )}
        </>
      }
    />
  );
}
