import * as React from 'react';
import { useNavigate, useParams } from 'react-router';
import { Building2, Plus, Upload } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page';
import { useCanEditCrm } from '../hooks/use-can-edit-crm';
import { ImportWizard } from './import-wizard';
import { RecordSheet } from './record-sheet';
import { RecordsPanel } from './records-panel';
import { SegmentBar, SegmentMissing } from './segment-bar';
import { useSegment } from '../api/segments';

/** /accounts: companies with their domain, owner and number of contacts. */
export function AccountsPage() {
  const canEdit = useCanEditCrm();
  const navigate = useNavigate();
  const { segmentId } = useParams();
  const segment = useSegment(segmentId);
  const [importing, setImporting] = React.useState(false);
  const [creating, setCreating] = React.useState(false);

  const actions = canEdit && (
    <>
      <Button variant="outline" onClick={() => setImporting(true)}>
        <Upload /> Import
      </Button>
      <Button onClick={() => setCreating(true)}>
        <Plus /> New account
      </Button>
    </>
  );

  return (
    <div>
      <PageHeader
        title={segment.data ? `Accounts · ${segment.data.name}` : 'Accounts'}
        description={
          canEdit
            ? 'Companies in your CRM. Contacts join the account whose domain their email is at.'
            : 'The accounts you own, with their contacts.'
        }
        actions={actions}
      />
      <div className="mb-4">
        <SegmentBar module="account" current={segment.data} allPath="/accounts" />
      </div>
      {segmentId && segment.isError ? (
        <SegmentMissing />
      ) : (
        <RecordsPanel
          key={segmentId ?? 'all'}
          segmentId={segmentId}
          module="account"
          onOpen={(a) => navigate(`/accounts/${a.id}/users`)}
          emptyText={canEdit ? 'Import accounts from a .csv or .xlsx file with a domain column.' : 'No accounts found.'}
          emptyAction={
            canEdit && (
              <Button onClick={() => setImporting(true)}>
                <Building2 /> Import accounts
              </Button>
            )
          }
        />
      )}
      <ImportWizard open={importing} onOpenChange={setImporting} module="account" modules={['account']} />
      <RecordSheet open={creating} onOpenChange={setCreating} module="account" record={null} canEdit={canEdit} />
    </div>
  );
}
