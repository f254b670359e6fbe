import type { SyncProgressDto } from '@contracts/integration-catalog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { instantIn, useViewerZone } from '@web/lib/viewer-time';

const MODULE_LABELS: Record<string, string> = {
  account: 'Accounts',
  contact: 'Contacts',
  lead: 'Leads',
  opportunity: 'Opportunities',
  custom_object: 'Custom object',
};

/** The mirror's state per module: the initial import's progress, then when it last caught up. */
export function SyncProgressCard({
  sync,
  onResync,
  resyncing,
  disabled,
}: {
  sync: SyncProgressDto[];
  onResync: () => void;
  resyncing: boolean;
  disabled: boolean;
}) {
  const zone = useViewerZone();
  const when = (iso: string | null) => (iso ? instantIn(iso, zone) : '');
  const done = sync.filter((s) => s.phase === 'incremental').length;
  const importing = sync.some((s) => s.phase === 'initial');
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Synced records</CardTitle>
          <CardDescription>
            Routing matches on this copy of your CRM, kept up to date every few minutes and on every change HubSpot reports.
          </CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={onResync} loading={resyncing} disabled={disabled || importing}>
          Import again
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {importing && (
          <div className="grid gap-2" aria-live="polite">
            <p className="text-sm">
              Initial import: {done} of {sync.length} record types done
            </p>
            <Progress value={done} max={Math.max(1, sync.length)} label="Initial import" />
          </div>
        )}
        <ul className="grid gap-2 text-sm" aria-label="Synced record types">
          {sync.map((s) => (
            <li key={s.module} className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2">
              <span className="font-medium">{MODULE_LABELS[s.module] ?? s.module}</span>
              <span className="flex items-center gap-2 text-muted-foreground">
                <span data-testid={`synced-${s.module}`}>{s.mirrored.toLocaleString()} synced</span>
                {s.status === 'failed' ? (
                  <Badge variant="destructive" title={s.lastError ?? undefined}>
                    Failed - try again
                  </Badge>
                ) : s.phase === 'initial' ? (
                  <Badge variant="secondary">Importing…</Badge>
                ) : (
                  <Badge variant="success">Up to date {s.syncedAt ? `· ${when(s.syncedAt)}` : ''}</Badge>
                )}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
