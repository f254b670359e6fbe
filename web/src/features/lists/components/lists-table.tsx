import { RefreshCw } from 'lucide-react';
import { CRM_MODULE_LABELS, type CrmModule } from '@contracts/crm';
import { ENRICHMENT_FIELD_LABELS, LIST_SOURCE_LABELS, type ListSummaryDto } from '@contracts/lists';
import { Badge } from '@web/components/ui/badge';
import { DropdownMenuItem } from '@web/components/ui/dropdown-menu';
import { DuplicateDeleteItems, EditMenuItem, RowActionsMenu } from '@web/components/ui/row-actions-menu';
import { Table, TBody, TD, TH, TR, THeadRow, ActionsTH } from '@web/components/ui/table';
import { useDuplicateList, useRefreshList } from '../api/list-actions';
import { countryName } from './countries';
import { useInstantFormat } from '@web/lib/viewer-time';

const SOURCE_VARIANT = { manual: 'secondary', crm_field: 'default', enrichment: 'warning', file: 'outline' } as const;

/** Where a list's values come from, in a few words. */
function sourceDetail(l: ListSummaryDto): string {
  switch (l.source) {
    case 'manual':
      return 'Typed in';
    case 'crm_field':
      return `${CRM_MODULE_LABELS[l.moduleType as CrmModule]?.many ?? l.moduleType} · ${l.crmField}`;
    case 'enrichment':
      return `${l.enrichmentField ? ENRICHMENT_FIELD_LABELS[l.enrichmentField] : ''} · ${countryName(l.country)}`;
    case 'file':
      return `${l.fileName} · ${l.fileColumn}`;
  }
}

type Props = { lists: ListSummaryDto[]; canEdit: boolean; onOpen: (id: string) => void; onDelete: (list: ListSummaryDto) => void };

/** The lists with their source, value count and preview; the menu opens, duplicates, refreshes or deletes one. */
export function ListsTable({ lists, canEdit, onOpen, onDelete }: Props) {
  const at = useInstantFormat();
  const duplicate = useDuplicateList();
  const refresh = useRefreshList();
  return (
    <Table aria-label="Lists">
      <THeadRow>
        <TH>Name</TH>
        <TH>Source</TH>
        <TH className="text-right">Values</TH>
        <TH className="hidden lg:table-cell">Preview</TH>
        <TH className="hidden md:table-cell">Updated</TH>
        <ActionsTH />
      </THeadRow>
      <TBody>
        {lists.map((l) => (
          <TR key={l.id}>
            <TD>
              <button type="button" className="text-left font-medium hover:underline" onClick={() => onOpen(l.id)}>
                {l.name}
              </button>
            </TD>
            <TD>
              <div className="flex flex-col items-start gap-1">
                <Badge variant={SOURCE_VARIANT[l.source]}>{LIST_SOURCE_LABELS[l.source]}</Badge>
                <span className="text-xs text-muted-foreground">{sourceDetail(l)}</span>
              </div>
            </TD>
            <TD className="text-right tabular-nums">
              {l.source === 'enrichment' && l.valueCount === 0 ? (
                <span className="text-xs text-muted-foreground">Awaiting enrichment data</span>
              ) : (
                l.valueCount.toLocaleString()
              )}
            </TD>
            <TD className="hidden max-w-64 truncate text-muted-foreground lg:table-cell" title={l.preview.join(', ')}>
              {l.preview.join(', ') || '—'}
            </TD>
            <TD className="hidden whitespace-nowrap text-muted-foreground md:table-cell">{at(l.updatedAt, false)}</TD>
            <TD>
              <RowActionsMenu name={l.name}>
                <EditMenuItem canEdit={canEdit} onSelect={() => onOpen(l.id)} />
                {canEdit && (
                  <DuplicateDeleteItems onDuplicate={() => duplicate.mutate(l.id)} onDelete={() => onDelete(l)}>
                    {l.source === 'crm_field' && (
                      <DropdownMenuItem onSelect={() => refresh.mutate(l.id)}>
                        <RefreshCw /> Refresh values
                      </DropdownMenuItem>
                    )}
                  </DuplicateDeleteItems>
                )}
              </RowActionsMenu>
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
