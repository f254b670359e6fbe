import { ENRICHMENT_DATA_FIELDS, ENRICHMENT_PROVIDER_INFO, type EnrichmentProvider } from '@contracts/enrichment';
import { disableConfirmation, type IntegrationStatus } from '@contracts/integrations';
import { Badge } from '@web/components/ui/badge';
import { IntegrationToolShell } from '@web/components/integrations/integration-tool-shell';
import { toastOutcome } from '@web/lib/toast-outcome';
import { useEnrichmentProvider } from '../api/get-enrichment-provider';
import { useDisconnectEnrichmentProvider } from '../api/disconnect-enrichment-provider';
import { CredentialsForm } from './credentials-form';

const COMPANY_FIELDS = ['industry', 'employees', 'employee_range', 'annual_revenue', 'revenue_range', 'country', 'region', 'city'] as const;

/** What routing can do with this provider, in the words the rule and list editors use. */
function Uses({ provider }: { provider: EnrichmentProvider }) {
  const email = ENRICHMENT_PROVIDER_INFO[provider].capabilities.includes('email');
  const fields = email ? (['email_status'] as const) : COMPANY_FIELDS;
  return (
    <div className="grid gap-2">
      <h2 className="font-medium">Used by routing</h2>
      <p className="text-sm text-muted-foreground">
        {email
          ? "Each prospect's address is checked when they submit a form. Conditions can read its status (valid, invalid, catch-all, unknown, spamtrap, abuse, do_not_mail)."
          : "Each prospect's company is looked up by the e-mail domain when they submit a form, only for routers whose rules read enrichment. Answers are kept for 30 days. Conditions and lists can read:"}
      </p>
      <ul className="flex flex-wrap gap-1.5" aria-label="Enrichment fields">
        {fields.map((f) => (
          <li key={f}>
            <Badge variant="outline">{ENRICHMENT_DATA_FIELDS[f]}</Badge>
          </li>
        ))}
      </ul>
      {!email && (
        <p className="text-sm text-muted-foreground">
          When it has nothing for a company, or does not answer in time, your CRM accounts answer instead and the routing log says so.
        </p>
      )}
    </div>
  );
}

/** /settings/integrations/{apollo|clearbit|crust_data|zerobounce|zoominfo|ocean}: connect, state, disable. */
export function EnrichmentProviderPage({ provider }: { provider: EnrichmentProvider }) {
  const info = ENRICHMENT_PROVIDER_INFO[provider];
  const query = useEnrichmentProvider(provider);
  const disconnect = useDisconnectEnrichmentProvider(provider);
  const data = query.data;
  const connection = data?.integration ?? null;
  const status = (connection?.status ?? null) as IntegrationStatus | null;

  return (
    <IntegrationToolShell
      back="/settings/integrations"
      name={info.label}
      description={info.description}
      logo={{ mark: info.label.slice(0, 2) }}
      query={query}
      status={status}
      provider={provider}
      account={connection?.accountName}
      problem={
        connection?.lastError &&
        (status === 'failed'
          ? `${info.label} refused the key when a prospect was looked up. Enter a new key to reconnect.`
          : connection.lastError)
      }
      canDisable={!!connection}
      disableConfirm={disableConfirmation(info.label)}
      disablePending={disconnect.isPending}
      onDisable={(close) => disconnect.mutate(undefined, toastOutcome(`${info.label} disconnected`, { done: close }))}
    >
      {data && (
        <>
          <CredentialsForm provider={data} />
          <Uses provider={provider} />
        </>
      )}
    </IntegrationToolShell>
  );
}
