import { Link } from 'react-router';
import { Database, ScrollText, Zap } from 'lucide-react';
import type { ObjectRouterDto } from '@contracts/object-routers';
import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';
import { RouterCardFrame } from '@web/components/routers/router-card-frame';
import { RouterCardStats } from '@web/components/routers/router-card-stats';
import { routerLogLink } from '@web/components/routers/router-kind-links';
import { useStartBackfill } from '../api/start-backfill';
import type { CardHandlers } from '@web/components/routers/router-list-page';

const OBJECTS = { lead: 'Leads', contact: 'Contacts', account: 'Accounts' } as const;

/** The trigger in words, as the card and the form say it. */
export function triggerText(t: ObjectRouterDto['trigger']) {
  if (t.type === 'field_changed') return `${t.field} changes to ${t.value}`;
  return t.type === 'owner_empty' ? 'Owner is empty' : 'Record is created';
}

/** An object router card: what it routes and when, its counts, the backfill with its progress, and its log. */
export function ObjectRouterCard({ r, canEdit, onOpen, onDelete }: { r: ObjectRouterDto } & CardHandlers) {
  const backfill = useStartBackfill();
  const running = r.backfill.status === 'running';
  return (
    <RouterCardFrame
      id={`object-${r.id}`}
      name={r.name}
      to={`/object-router/${r.id}`}
      facts={[
        { icon: Database, label: 'Object', value: OBJECTS[r.objectType] },
        { icon: Zap, label: 'Trigger', value: triggerText(r.trigger) },
      ]}
      canEdit={canEdit}
      actions={[]}
      onOpen={onOpen}
      onDelete={onDelete}
    >
      <RouterCardStats
        stats={[
          { label: 'Routed', value: r.counts.routed },
          { label: 'Assigned', value: r.counts.assigned },
        ]}
      />
      {r.backfill.status !== 'idle' && (
        <div className="grid gap-1 text-sm">
          <span>
            Backfill {running ? 'running' : 'done'}: {r.backfill.processed} of {r.backfill.total} records
          </span>
          <Progress value={r.backfill.processed} max={r.backfill.total} label={`Backfill of ${r.name}`} />
        </div>
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <Link className="inline-flex items-center gap-1 text-primary hover:underline" to={routerLogLink('object', r.id)}>
          <ScrollText className="h-4 w-4" aria-hidden /> Routing log
        </Link>
        {canEdit && (
          <Button size="sm" variant="outline" disabled={running || backfill.isPending} onClick={() => backfill.mutate(r.id)}>
            {running ? 'Backfill running…' : 'Backfill existing records'}
          </Button>
        )}
      </div>
    </RouterCardFrame>
  );
}
