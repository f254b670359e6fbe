import { EMAIL_DOMAIN_MESSAGES, type EmailDomainStateDto } from '@contracts/email-domain';
import {
  DnsRecordsSection,
  DomainSettingsCard,
  DomainSettingsPage,
  NotConfigured,
} from '@web/components/domain-settings/domain-settings-page';
import { FormSection } from '@web/components/ui/form-section';
import { useEmailDomain } from '../api/get-email-domain';
import { EmailDnsRecords } from './email-dns-records';
import { EmailDomainForm } from './email-domain-form';
import { EmailDomainStatusPanel } from './email-domain-status';
import { NotificationPrefixForm } from './notification-prefix-form';

function Content({ state }: { state: EmailDomainStateDto }) {
  const { configured, domain, defaultFrom, currentFrom } = state;
  const notConfigured = !configured && (
    <NotConfigured>
      {EMAIL_DOMAIN_MESSAGES.notConfigured}. Set RESEND_API_KEY (a full-access key) on the server (see the README), then come back.
    </NotConfigured>
  );
  if (!domain)
    return (
      <DomainSettingsCard added={false} notConfigured={notConfigured}>
        <p className="text-sm text-muted-foreground">
          E-mails go from <span className="break-all font-mono">{defaultFrom}</span> until your domain is verified.
        </p>
        <EmailDomainForm disabled={!configured} />
      </DomainSettingsCard>
    );
  return (
    <DomainSettingsCard added notConfigured={notConfigured}>
      <EmailDomainStatusPanel domain={domain} configured={configured} defaultFrom={defaultFrom} currentFrom={currentFrom} />
      {domain.status !== 'verified' && (
        <DnsRecordsSection
          description={`Add these at your DNS provider. Names are relative to ${domain.domain}; keep the records for as long as you use the domain.`}
        >
          <EmailDnsRecords records={domain.records} />
        </DnsRecordsSection>
      )}
      <FormSection title="Notification prefix" description="The address your e-mails go from, before the @.">
        <NotificationPrefixForm domain={domain.domain} value={domain.notificationPrefix} />
      </FormSection>
    </DomainSettingsCard>
  );
}

/** /settings/email-configuration (Admins): the organization's own sending domain and notification prefix. */
export function EmailDomainPage() {
  return (
    <DomainSettingsPage
      title="E-mail domain"
      description="Send meeting confirmations, invitations, reminders and every other e-mail from your own domain, under your organization's name."
      what="e-mail domain"
      query={useEmailDomain()}
    >
      {(state) => <Content state={state} />}
    </DomainSettingsPage>
  );
}
