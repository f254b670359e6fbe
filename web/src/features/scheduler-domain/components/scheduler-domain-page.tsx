import { DOMAIN_MESSAGES, type SchedulerDomainStateDto } from '@contracts/scheduler-domain';
import {
  DnsRecordsSection,
  DomainSettingsCard,
  DomainSettingsPage,
  NotConfigured,
} from '@web/components/domain-settings/domain-settings-page';
import { FormSection } from '@web/components/ui/form-section';
import { useSchedulerDomain } from '../api/get-scheduler-domain';
import { DnsRecords } from './dns-records';
import { DomainForm } from './domain-form';
import { DomainStatusPanel } from './domain-status';
import { RootRedirectForm } from './root-redirect-form';

function Content({ state }: { state: SchedulerDomainStateDto }) {
  const { configured, domain } = state;
  const notConfigured = !configured && (
    <NotConfigured>
      {DOMAIN_MESSAGES.notConfigured}. Set CF_ZONE_ID and CF_API_TOKEN on the server (see the README), then come back.
    </NotConfigured>
  );
  if (!domain)
    return (
      <DomainSettingsCard added={false} notConfigured={notConfigured}>
        <DomainForm disabled={!configured} />
      </DomainSettingsCard>
    );
  return (
    <DomainSettingsCard added notConfigured={notConfigured}>
      <DomainStatusPanel domain={domain} configured={configured} />
      {domain.status !== 'verified' && (
        <DnsRecordsSection description="Add these at your DNS provider. Keep the CNAME for as long as you use the domain.">
          <DnsRecords records={domain.records} />
        </DnsRecordsSection>
      )}
      <FormSection title="Root URL redirect" description="Where visitors to the domain itself go.">
        <RootRedirectForm hostname={domain.hostname} value={domain.rootRedirectUrl} />
      </FormSection>
    </DomainSettingsCard>
  );
}

/** /settings/scheduler-domain (Admins): the organization's own domain for booking pages, campaign links and the widget. */
export function SchedulerDomainPage() {
  return (
    <DomainSettingsPage
      title="Scheduler domain"
      description="Serve your booking pages, meeting links, campaign links and widget from your own domain. Every link we generate uses it once verified."
      what="scheduler domain"
      query={useSchedulerDomain()}
    >
      {(state) => <Content state={state} />}
    </DomainSettingsPage>
  );
}
