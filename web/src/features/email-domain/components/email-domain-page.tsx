import { EMAIL_DOMAIN_MESSAGES, type EmailDomainStateDto } from '@contracts/email-domain';
import { Card, CardContent } from '@web/components/ui/card';
import { FormSection } from '@web/components/ui/form-section';
import { PageHeader } from '@web/components/ui/page';
import { EditorSkeleton, ListError } from '@web/components/ui/query-states';
import { useEmailDomain } from '../api/get-email-domain';
import { EmailDnsRecords } from './email-dns-records';
import { EmailDomainForm } from './email-domain-form';
import { EmailDomainStatusPanel } from './email-domain-status';
import { NotificationPrefixForm } from './notification-prefix-form';

function NotConfigured() {
  return (
    <p role="status" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      {EMAIL_DOMAIN_MESSAGES.notConfigured}. Set RESEND_API_KEY (a full-access key) on the server (see the README), then come back.
    </p>
  );
}

function Content({ state }: { state: EmailDomainStateDto }) {
  const { configured, domain, defaultFrom, currentFrom } = state;
  if (!domain)
    return (
      <Card>
        <CardContent className="grid gap-4 p-6">
          {!configured && <NotConfigured />}
          <p className="text-sm text-muted-foreground">
            E-mails go from <span className="break-all font-mono">{defaultFrom}</span> until your domain is verified.
          </p>
          <EmailDomainForm disabled={!configured} />
        </CardContent>
      </Card>
    );
  return (
    <Card>
      <CardContent className="grid gap-8 p-6">
        {!configured && <NotConfigured />}
        <EmailDomainStatusPanel domain={domain} configured={configured} defaultFrom={defaultFrom} currentFrom={currentFrom} />
        {domain.status !== 'verified' && (
          <FormSection
            title="DNS records"
            description={`Add these at your DNS provider. Names are relative to ${domain.domain}; keep the records for as long as you use the domain.`}
          >
            <EmailDnsRecords records={domain.records} />
          </FormSection>
        )}
        <FormSection title="Notification prefix" description="The address your e-mails go from, before the @.">
          <NotificationPrefixForm domain={domain.domain} value={domain.notificationPrefix} />
        </FormSection>
      </CardContent>
    </Card>
  );
}

/** /settings/email-configuration (Admins): the organization's own sending domain and notification prefix. */
export function EmailDomainPage() {
  const query = useEmailDomain();
  return (
    <div className="grid gap-6">
      <PageHeader
        title="E-mail domain"
        description="Send meeting confirmations, invitations, reminders and every other e-mail from your own domain, under your organization's name."
      />
      {query.isPending ? (
        <EditorSkeleton label="Loading e-mail domain" />
      ) : query.isError ? (
        <ListError what="e-mail domain" error={query.error} retry={() => void query.refetch()} />
      ) : (
        <Content state={query.data} />
      )}
    </div>
  );
}
