import * as React from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { ArrowLeft } from 'lucide-react';
import { disableConfirmation } from '@contracts/integrations';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDeleteDialog } from '@web/components/ui/confirm-delete-dialog';
import { PageHeader } from '@web/components/ui/page';
import { ListError } from '@web/components/ui/query-states';
import { Skeleton } from '@web/components/ui/skeleton';
import { IntegrationStatusBadge } from '@web/components/integrations/integration-status-badge';
import { StandInNote } from '@web/components/integrations/stand-in-note';
import { useCrmIntegration } from '../api/get-crm-integration';
import { useDisableCrm } from '../api/disable-crm';
import { useResyncCrm } from '../api/resync-crm';
import { ConnectCrmCard } from './connect-crm-card';
import { CrmSettingsCard } from './crm-settings-card';
import { CRM_TOOLS, type CrmTool } from './crm-tools';
import { FieldMappingCard } from './field-mapping-card';
import { ReconnectDialog } from './reconnect-dialog';
import { SyncProgressCard } from './sync-progress-card';

/** /settings/integrations/{hubspot|salesforce|zoho|freshsales|pipedrive}: connect, sync progress, settings, field mapping, reconnect, disable. */
export function CrmIntegrationPage({ provider }: { provider: CrmTool['provider'] }) {
  const tool = CRM_TOOLS[provider];
  const q = useCrmIntegration(provider);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [disableOpen, setDisableOpen] = React.useState(false);
  const [reconnectOpen, setReconnectOpen] = React.useState(false);
  const disable = useDisableCrm(provider);
  const resync = useResyncCrm(provider);
  const error = params.get('error');
  const c = q.data;
  const broken = c?.status === 'expired' || c?.status === 'requires_reconnection';
  return (
    <div className="grid max-w-3xl gap-6">
      <Link to="/settings/integrations" className="flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden /> Integrations
      </Link>
      <PageHeader
        title={tool.name}
        description={c ? `Connected to ${c.externalAccountName}` : 'CRM'}
        badge={
          <span className="flex gap-1">
            <IntegrationStatusBadge status={c?.status ?? null} />
            {c && <StandInNote provider={provider} />}
            {c?.inUse && <Badge>CRM in use</Badge>}
          </span>
        }
        actions={
          c && (
            <>
              {broken && <Button onClick={() => setReconnectOpen(true)}>Reauthorize</Button>}
              <Button variant="outline" onClick={() => setDisableOpen(true)}>
                Disable
              </Button>
            </>
          )
        }
      />
      {error && (
        <div
          role="alert"
          className="flex items-start justify-between gap-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {error}
          <button className="text-xs underline" onClick={() => setParams({}, { replace: true })}>
            Dismiss
          </button>
        </div>
      )}
      {q.isPending && <Skeleton className="h-64" />}
      {q.isError && <ListError what={tool.name} error={q.error} retry={() => void q.refetch()} />}
      {q.isSuccess && !c && <ConnectCrmCard tool={tool} />}
      {broken && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          CRM integration isn't working: the {tool.name} authorization expired. Routing uses the records synced before, and owners are not
          written until you reauthorize.
        </div>
      )}
      {c && (
        <>
          <SyncProgressCard
            sync={c.sync}
            onResync={() => resync.mutate(undefined, { onError: (e) => toast.error(e.message) })}
            resyncing={resync.isPending}
            disabled={broken}
          />
          <CrmSettingsCard integration={c} disabled={broken} />
          <FieldMappingCard integration={c} disabled={broken} />
        </>
      )}
      <ReconnectDialog tool={tool} open={reconnectOpen} onOpenChange={setReconnectOpen} />
      <ConfirmDeleteDialog
        open={disableOpen}
        onOpenChange={setDisableOpen}
        kind="integration"
        name={tool.name}
        confirmWord={disableConfirmation(tool.name)}
        actionLabel="Disable"
        impacted={['Routing stops reading and writing this CRM', 'Its synced records are removed']}
        pending={disable.isPending}
        onConfirm={() =>
          disable.mutate(disableConfirmation(tool.name), {
            onSuccess: () => {
              toast.success(`${tool.name} disconnected`);
              setDisableOpen(false);
              navigate('/settings/integrations');
            },
            onError: (e) => toast.error(e.message),
          })
        }
      />
    </div>
  );
}
