import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useDeliveries } from '../api/list-deliveries';
import { useRedeliver } from '../api/redeliver';

/** The delivery log of one workflow: status, response code, latency and the answer's first lines, with redeliver. */
export function DeliveryLog({ workflowId }: { workflowId: string }) {
  const list = useDeliveries(workflowId);
  const redeliver = useRedeliver(workflowId);
  if (!list.data?.length) return null;
  return (
    <section aria-label="Delivery log" className="grid gap-2">
      <h2 className="text-lg font-semibold">Delivery log</h2>
      <ul className="divide-y rounded-lg border text-sm">
        {list.data.map((d) => (
          <li key={d.id} className="flex flex-wrap items-center gap-3 p-3">
            <Badge variant={d.status === 'delivered' ? 'success' : d.status === 'dead' ? 'destructive' : 'secondary'}>{d.status}</Badge>
            <span className="font-mono text-xs">{d.id}</span>
            <span>{d.lastStatusCode ?? '-'}</span>
            <span>{d.lastLatencyMs === null ? '' : `${d.lastLatencyMs} ms`}</span>
            <span className="min-w-0 flex-1 truncate text-muted-foreground">{d.lastError ?? d.responseExcerpt ?? ''}</span>
            <Button
              type="button"
              size="sm"
              variant="outline"
              loading={redeliver.isPending && redeliver.variables === d.id}
              onClick={() => redeliver.mutate(d.id)}
            >
              Redeliver
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
