import { Link } from 'react-router';
import type { CrmModule, CrmRecordDto } from '@contracts/crm';
import { Table, TBody, TD, TH, TR, THeadRow } from '@web/components/ui/table';
import { instantIn, useViewerZone } from '@web/lib/viewer-time';
import { formatMrr } from './billing-format';
import { UsageScore } from './usage-score';

export type RecordColumn = 'name' | 'email' | 'phone' | 'domain' | 'owner' | 'account' | 'contacts' | 'usage' | 'plan' | 'mrr' | 'updated';

export const COLUMNS_BY_MODULE: Record<CrmModule, RecordColumn[]> = {
  lead: ['name', 'email', 'phone', 'owner', 'updated'],
  contact: ['name', 'email', 'phone', 'owner', 'account', 'usage', 'updated'],
  account: ['name', 'domain', 'owner', 'contacts', 'usage', 'plan', 'mrr', 'updated'],
  opportunity: ['name', 'owner', 'updated'],
  custom_object: ['name', 'email', 'owner', 'updated'],
};

const HEADINGS: Record<RecordColumn, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  domain: 'Domain',
  owner: 'Owner',
  account: 'Account',
  contacts: 'Contacts',
  plan: 'Plan',
  mrr: 'MRR',
  usage: 'Usage score',
  updated: 'Updated',
};
const HIDE: Partial<Record<RecordColumn, string>> = {
  phone: 'hidden lg:table-cell',
  updated: 'hidden md:table-cell',
  owner: 'hidden sm:table-cell',
  account: 'hidden md:table-cell',
  plan: 'hidden lg:table-cell',
  mrr: 'hidden lg:table-cell',
};
const RIGHT = new Set<RecordColumn>(['contacts', 'mrr']);

const displayName = (r: CrmRecordDto) => r.name || r.email || r.domain || 'Unnamed';

/** A page of records; the name opens the record (or, for accounts, the account's page). */
export function RecordsTable({
  records,
  columns,
  onOpen,
  label,
}: {
  records: CrmRecordDto[];
  columns: RecordColumn[];
  onOpen: (record: CrmRecordDto) => void;
  label: string;
}) {
  return (
    <Table aria-label={label}>
      <THeadRow>
        {columns.map((c) => (
          <TH key={c} className={`${HIDE[c] ?? ''} ${RIGHT.has(c) ? 'text-right' : ''}`}>
            {HEADINGS[c]}
          </TH>
        ))}
      </THeadRow>
      <TBody>
        {records.map((r) => (
          <TR key={r.id}>
            {columns.map((c) => (
              <TD key={c} className={`${HIDE[c] ?? ''} ${RIGHT.has(c) ? 'text-right tabular-nums' : ''}`}>
                <Cell record={r} column={c} onOpen={onOpen} />
              </TD>
            ))}
          </TR>
        ))}
      </TBody>
    </Table>
  );
}

function Cell({ record: r, column, onOpen }: { record: CrmRecordDto; column: RecordColumn; onOpen: (record: CrmRecordDto) => void }) {
  const zone = useViewerZone();
  switch (column) {
    case 'name':
      return r.module === 'account' ? (
        <Link to={`/accounts/${r.id}/users`} className="font-medium hover:underline">
          {displayName(r)}
        </Link>
      ) : (
        <button
          type="button"
          onClick={() => onOpen(r)}
          className="text-left font-medium hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {displayName(r)}
        </button>
      );
    case 'email':
      return <span className="text-muted-foreground">{r.email ?? '—'}</span>;
    case 'phone':
      return <span className="whitespace-nowrap tabular-nums text-muted-foreground">{r.phone ?? '—'}</span>;
    case 'domain':
      return <span className="text-muted-foreground">{r.domain ?? '—'}</span>;
    case 'owner':
      return r.ownerName ? (
        <span>{r.ownerName}</span>
      ) : r.ownerEmail ? (
        <span className="text-muted-foreground" title="Not a member of your organization">
          {r.ownerEmail}
        </span>
      ) : (
        <span className="text-muted-foreground">—</span>
      );
    case 'account':
      return r.parentAccountId ? (
        <Link to={`/accounts/${r.parentAccountId}/users`} className="hover:underline">
          {r.parentAccountName || 'Account'}
        </Link>
      ) : (
        <span className="text-muted-foreground">—</span>
      );
    case 'contacts':
      return <>{r.contactCount ?? 0}</>;
    case 'plan':
      return <span className={r.billing?.plan ? '' : 'text-muted-foreground'}>{r.billing?.plan ?? '—'}</span>;
    case 'mrr':
      return <span className="whitespace-nowrap">{formatMrr(r.billing) ?? <span className="text-muted-foreground">—</span>}</span>;
    case 'usage':
      return <UsageScore score={r.usageScore} level={r.usageLevel} />;
    case 'updated':
      return <span className="whitespace-nowrap text-muted-foreground">{instantIn(r.updatedAt, zone, false)}</span>;
  }
}
