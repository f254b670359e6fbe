import * as React from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Globe, Pencil, Phone, Plus, UserRound } from 'lucide-react';
import { CRM_MODULE_LABELS, type CrmModule, type CrmRecordDto } from '@contracts/crm';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page';
import { Skeleton } from '@web/components/ui/skeleton';
import { BackAlert } from '@web/components/ui/query-states';
import { NotesTasksSection } from '@web/components/tasks/notes-tasks-section';
import { ApiRequestError } from '@web/lib/api';
import { useCrmRecord } from '../api/get-record';
import { useCanEditCrm } from '../hooks/use-can-edit-crm';
import { RecordSheet } from './record-sheet';
import { RecordsPanel } from './records-panel';
import { ActivityStream } from './activity-stream';
import { BillingSummary } from './billing-summary';
import { UsageScore } from './usage-score';

const RELATED: CrmModule[] = ['contact', 'opportunity', 'custom_object'];

/** /accounts/:accountId/users: one account with its contacts, opportunities and custom objects. */
export function AccountUsersPage() {
  const { accountId = '' } = useParams();
  const canEdit = useCanEditCrm();
  const account = useCrmRecord(accountId);
  const [editing, setEditing] = React.useState<{ module: CrmModule; record: CrmRecordDto | null } | null>(null);

  if (account.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading account" className="grid gap-4">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (account.isError || account.data.module !== 'account') {
    const missing = account.error instanceof ApiRequestError && account.error.status === 404;
    return (
      <BackAlert
        title={missing || !account.isError ? 'No accounts found.' : "We couldn't load this account."}
        back={{ to: '/accounts', label: 'Back to accounts' }}
      />
    );
  }
  const a = account.data;
  return (
    <div className="grid gap-6">
      <div>
        <Link to="/accounts" className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft className="h-4 w-4" aria-hidden /> Accounts
        </Link>
        <PageHeader
          className="mb-0"
          title={a.name || a.domain || 'Account'}
          description={
            <span className="flex flex-wrap gap-x-4 gap-y-1">
              {a.domain && (
                <span className="inline-flex items-center gap-1">
                  <Globe className="h-3.5 w-3.5" aria-hidden /> {a.domain}
                </span>
              )}
              <span className="inline-flex items-center gap-1">
                <UserRound className="h-3.5 w-3.5" aria-hidden /> {a.ownerName ?? a.ownerEmail ?? 'No owner'}
              </span>
              <BillingSummary billing={a.billing} />
              <span className="inline-flex items-center gap-1">
                Usage score <UsageScore score={a.usageScore} level={a.usageLevel} />
              </span>
              {a.phone && (
                <span className="inline-flex items-center gap-1">
                  <Phone className="h-3.5 w-3.5" aria-hidden /> {a.phone}
                </span>
              )}
            </span>
          }
          actions={
            <Button variant="outline" onClick={() => setEditing({ module: 'account', record: a })}>
              <Pencil /> {canEdit ? 'Edit account' : 'Details'}
            </Button>
          }
        />
      </div>
      {RELATED.map((module) => (
        <Card key={module}>
          <CardHeader className="flex-row items-center justify-between">
            <CardTitle>{CRM_MODULE_LABELS[module].many}</CardTitle>
            {canEdit && (
              <Button size="sm" variant="outline" onClick={() => setEditing({ module, record: null })}>
                <Plus /> Add {CRM_MODULE_LABELS[module].one.toLowerCase()}
              </Button>
            )}
          </CardHeader>
          <CardContent>
            <RecordsPanel
              module={module}
              accountId={a.id}
              columns={module === 'opportunity' ? ['name', 'owner', 'updated'] : ['name', 'email', 'phone', 'owner', 'updated']}
              onOpen={(record) => setEditing({ module, record })}
              emptyText={`No ${CRM_MODULE_LABELS[module].many.toLowerCase()} belong to this account.`}
            />
          </CardContent>
        </Card>
      ))}
      <NotesTasksSection subject={{ subjectType: 'account', subjectId: a.id }} />
      <ActivityStream type="account" id={a.id} />
      <RecordSheet
        open={!!editing}
        onOpenChange={(o) => !o && setEditing(null)}
        module={editing?.module ?? 'contact'}
        record={editing?.record ?? null}
        canEdit={canEdit}
        defaultAccountId={a.id}
      />
    </div>
  );
}
