import { Link, useParams } from 'react-router';
import { Clock, ScrollText } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { EmptyState, PageHeader } from '@web/components/ui/page';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDistributionRule } from '../api/get-distribution-rule';
import { useRoundRobin, useRoundRobinLog } from '../api/round-robin';
import { BackLink } from './distribution-rule-editor-page';
import { LedgerList } from './ledger-list';
import { zoneLabel } from './ledger-model';
import { LoadError } from './loaded-rule';

/** /distribution-rules/:id/round-robin-log: every ledger entry, newest first, by day in the pod's zone. */
export function RoundRobinLogPage() {
  const { id = '' } = useParams();
  const rule = useDistributionRule(id);
  const snapshot = useRoundRobin(id);
  const log = useRoundRobinLog(id, 50);
  const tz = snapshot.data?.timeZone;
  const entries = log.data?.pages.flat() ?? [];

  return (
    <div className="max-w-3xl">
      <BackLink />
      <PageHeader
        title="Round robin log"
        description={rule.data ? `Everything that changed the queue of ${rule.data.name}.` : 'Everything that changed the queue.'}
        actions={
          <Button asChild variant="outline">
            <Link to={`/distribution-rules/${id}/round-robin-history`}>Round robin history</Link>
          </Button>
        }
      />
      {tz && (
        <p className="mb-4 flex items-center gap-1.5 text-sm text-muted-foreground">
          <Clock className="h-4 w-4" aria-hidden /> Times in {zoneLabel(tz)}
        </p>
      )}
      {log.isError ? (
        <LoadError error={log.error} what="round robin log" retry={() => void log.refetch()} />
      ) : snapshot.isError ? (
        <LoadError error={snapshot.error} what="round robin log" retry={() => void snapshot.refetch()} />
      ) : log.isPending || !tz ? (
        <div aria-busy="true" aria-label="Loading round robin log" className="grid gap-2">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      ) : entries.length === 0 ? (
        <EmptyState
          icon={<ScrollText className="h-10 w-10" aria-hidden />}
          title="No activity yet"
          description="Assignments, outcomes, calibrations and resets of this pod show up here."
        />
      ) : (
        <div className="grid gap-4">
          <LedgerList entries={entries} timeZone={tz} />
          {log.hasNextPage ? (
            <Button
              variant="outline"
              className="justify-self-center"
              onClick={() => void log.fetchNextPage()}
              loading={log.isFetchingNextPage}
            >
              Load more
            </Button>
          ) : (
            <p className="text-center text-xs text-muted-foreground">That is everything since the pod was created.</p>
          )}
        </div>
      )}
    </div>
  );
}
