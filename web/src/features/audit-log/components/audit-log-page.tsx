import { useSearchParamsPatch } from '@web/lib/use-search-params-patch';
import { AUDIT_FILTER_LABELS, AUDIT_FILTERS, type AuditFilterName } from '@contracts/audit-log';
import { describeSecurityChange } from '@contracts/security-settings';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { EmptyState, PageHeader } from '@web/components/ui/page';
import { ListError } from '@web/components/ui/query-states';
import { Select } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { Table, TBody, TD, TH, THead, TR } from '@web/components/ui/table';
import { useAuditLog } from '../api/list-audit-log';
import { instantIn, useViewerZone } from '@web/lib/viewer-time';
import { labelledOptions } from '@web/components/ui/named-options';

const FILTERS = Object.keys(AUDIT_FILTERS) as AuditFilterName[];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function describe(detail: Record<string, unknown>, action: string) {
  if (action === 'security_changed' || action === 'sso_changed' || action === 'break_glass_sign_in') return describeSecurityChange(detail);
  if (action === 'role_changed' && detail.from && detail.to) return `${String(detail.from)} → ${String(detail.to)}`;
  // SCIM changes: a member's new name or e-mail, a team's name.
  if (action === 'member_updated' && detail.from && detail.to) {
    const from = detail.from as Record<string, unknown>;
    return Object.entries(detail.to as Record<string, unknown>)
      .map(([k, to]) => `${String(from[k])} → ${String(to)}`)
      .join(', ');
  }
  if (action.startsWith('team_')) return String(detail.team ?? detail.name ?? (detail.to as { name?: string } | undefined)?.name ?? '');
  if (typeof detail.account === 'string' && detail.account) return detail.account;
  return '';
}

/** /settings/audit-log: the append-only record of expired integrations and other admin-significant events (spec sections 2 and 3). */
export function AuditLogPage() {
  const zone = useViewerZone();
  const [params, patch] = useSearchParamsPatch();
  const filter = (FILTERS.includes(params.get('filter') as AuditFilterName) ? params.get('filter') : 'all') as AuditFilterName;
  const from = DAY.test(params.get('from') ?? '') ? params.get('from')! : undefined;
  const to = DAY.test(params.get('to') ?? '') ? params.get('to')! : undefined;
  const q = useAuditLog({ filter, from, to });
  const set = (key: string, value: string) => patch({ [key]: value });
  const rows = q.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Audit log"
        description="Expired integrations, connections and removals, role changes and security changes. Entries cannot be edited or deleted."
      />
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="audit-filter">Show</Label>
          <Select
            id="audit-filter"
            className="w-56"
            value={filter}
            onChange={(e) => set('filter', e.target.value === 'all' ? '' : e.target.value)}
          >
            {labelledOptions(FILTERS, AUDIT_FILTER_LABELS)}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-from">From</Label>
          <Input id="audit-from" type="date" value={from ?? ''} onChange={(e) => set('from', e.target.value)} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-to">To</Label>
          <Input id="audit-to" type="date" value={to ?? ''} onChange={(e) => set('to', e.target.value)} />
        </div>
      </div>
      {q.isPending && <Skeleton className="h-48" />}
      {q.isError && <ListError what="audit log" error={q.error} retry={() => void q.refetch()} />}
      {q.isSuccess && rows.length === 0 && <EmptyState title="No entries" description="Nothing matches these filters yet." />}
      {rows.length > 0 && (
        <div className="overflow-x-auto rounded-md border">
          <Table>
            <THead>
              <TR>
                <TH>Event</TH>
                <TH>Integration</TH>
                <TH>Affected member</TH>
                <TH>By</TH>
                <TH>Logged at</TH>
              </TR>
            </THead>
            <TBody>
              {rows.map((r) => (
                <TR key={r.id}>
                  <TD>
                    <Badge variant={r.action === 'integration_expired' ? 'destructive' : 'secondary'}>{r.label}</Badge>
                    {describe(r.detail, r.action) && (
                      <span className="ml-2 text-xs text-muted-foreground">{describe(r.detail, r.action)}</span>
                    )}
                  </TD>
                  <TD>{r.integrationName ?? '—'}</TD>
                  <TD>{r.member ? <span title={r.member.email}>{r.member.name}</span> : '—'}</TD>
                  <TD>{r.actor?.name ?? (r.action === 'integration_expired' ? 'System' : '—')}</TD>
                  <TD className="whitespace-nowrap">{instantIn(r.loggedAt, zone)}</TD>
                </TR>
              ))}
            </TBody>
          </Table>
        </div>
      )}
      {q.hasNextPage && (
        <Button variant="outline" className="justify-self-center" loading={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
          Load more
        </Button>
      )}
    </div>
  );
}
