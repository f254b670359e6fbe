import { DOMAIN_MESSAGES, type SchedulerDomainStateDto } from '@contracts/scheduler-domain';
import { Card, CardContent } from '@web/components/ui/card';
import { FormSection } from '@web/components/ui/form-section';
import { PageHeader } from '@web/components/ui/page';
import { EditorSkeleton, ListError } from '@web/components/ui/query-states';
import { useSchedulerDomain } from '../api/get-scheduler-domain';
import { DnsRecords } from './dns-records';
import { DomainForm } from './domain-form';
import { DomainStatusPanel } from './domain-status';
import { RootRedirectForm } from './root-redirect-form';

function NotConfigured() {
  return (
    <p role="status" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      {DOMAIN_MESSAGES.notConfigured}. Set CF_ZONE_ID and CF_API_TOKEN on the server (see the README), then come back.
    </p>
  );
}

function Content({ state }: { state: SchedulerDomainStateDto }) {
  const { configured, domain } = state;
  if (!domain)
    return (
      <Card>
        <CardContent className="grid gap-4 p-6">
          {!configured && <NotConfigured />}
          <DomainForm disabled={!configured} />
        </CardContent>
      </Card>
    );
  return (
    <Card>
      <CardContent className="grid gap-8 p-6">
        {!configured && <NotConfigured />}
        <DomainStatusPanel domain={domain} configured={configured} />
        {domain.status !== 'verified' && (
          <FormSection title="DNS records" description="Add these at your DNS provider. Keep the CNAME for as long as you use the domain.">
            <DnsRecords records={domain.records} />
          </FormSection>
        )}
        <FormSection title="Root URL redirect" description="Where visitors to the domain itself go.">
          <RootRedirectForm hostname={domain.hostname} value={domain.rootRedirectUrl} />
        </FormSection>
      </CardContent>
    </Card>
  );
}

/** /settings/scheduler-domain (Admins): the organization's own domain for booking pages, campaign links and the widget. */
export function SchedulerDomainPage() {
  const query = useSchedulerDomain();
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Scheduler domain"
        description="Serve your booking pages, meeting links, campaign links and widget from your own domain. Every link we generate uses it once verified."
      />
      {query.isPending ? (
        <EditorSkeleton label="Loading scheduler domain" />
      ) : query.isError ? (
        <ListError what="scheduler domain" error={query.error} retry={() => void query.refetch()} />
      ) : (
        <Content state={query.data} />
      )}
    </div>
  );
}
