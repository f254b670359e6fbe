import * as React from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Plus, Upload } from 'lucide-react';
import type { CrmRecordDto } from '@contracts/crm';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page';
import { SegmentedControl } from '@web/components/ui/segmented-control';
import { useCanEditCrm } from '../hooks/use-can-edit-crm';
import { ImportWizard } from './import-wizard';
import { RecordSheet } from './record-sheet';
import { RecordsPanel } from './records-panel';
import { SegmentBar, SegmentMissing } from './segment-bar';
import { useSegment } from '../api/segments';

type Tab = 'lead' | 'contact';

/** /contacts: the leads and contacts of the built-in CRM, with search, editing and file import. */
export function ContactsPage() {
  const canEdit = useCanEditCrm();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { segmentId } = useParams();
  const segment = useSegment(segmentId);
  // Segments filter contacts: a segment's page is always the Contacts tab.
  const tab: Tab = params.get('tab') === 'leads' && !segmentId ? 'lead' : 'contact';
  const [importing, setImporting] = React.useState(false);
  const [editing, setEditing] = React.useState<{ record: CrmRecordDto | null } | null>(null);
  const noun = tab === 'lead' ? 'lead' : 'contact';

  const actions = canEdit && (
    <>
      <Button variant="outline" onClick={() => setImporting(true)}>
        <Upload /> Import
      </Button>
      <Button onClick={() => setEditing({ record: null })}>
        <Plus /> New {noun}
      </Button>
    </>
  );

  return (
    <div>
      <PageHeader
        title={segment.data ? `Contacts · ${segment.data.name}` : 'Contacts'}
        description={
          canEdit
            ? 'People in your CRM. Matching rules look prospects up here by email, domain and phone.'
            : 'The leads and contacts you own, and the contacts of your accounts.'
        }
        actions={actions}
      />
      <div className="grid gap-4">
        <SegmentedControl
          name="crm-tab"
          legend="Records"
          hideLegend
          value={tab}
          onChange={(t) => (t === 'lead' ? navigate('/contacts?tab=leads') : setParams({}, { replace: true }))}
          options={[
            { value: 'lead', label: 'Leads' },
            { value: 'contact', label: 'Contacts' },
          ]}
        />
        {tab === 'contact' && <SegmentBar module="contact" current={segment.data} allPath="/contacts" />}
        {segmentId && segment.isError ? (
          <SegmentMissing />
        ) : (
          <RecordsPanel
            key={`${tab}:${segmentId ?? 'all'}`}
            segmentId={segmentId}
            module={tab}
            onOpen={(record) => setEditing({ record })}
            emptyText={
              canEdit
                ? `Import a .csv or .xlsx file, or add ${noun}s one by one.`
                : `No ${noun}s are yours yet. An Admin or Manager assigns them in the CRM.`
            }
            emptyAction={
              canEdit && (
                <Button onClick={() => setImporting(true)}>
                  <Upload /> Import {noun}s
                </Button>
              )
            }
          />
        )}
      </div>
      <ImportWizard open={importing} onOpenChange={setImporting} module={tab} modules={['lead', 'contact']} />
      <RecordSheet
        open={!!editing}
        onOpenChange={(o) => !o && setEditing(null)}
        module={editing?.record?.module ?? tab}
        record={editing?.record ?? null}
        canEdit={canEdit}
      />
    </div>
  );
}
