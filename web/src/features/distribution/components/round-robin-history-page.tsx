import * as React from 'react';
import { Link, useParams } from 'react-router';
import { ArrowRight, Clock, Globe, ListOrdered, RotateCcw, Shuffle } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState, PageHeader } from '@web/components/ui/page';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSession } from '@web/lib/session';
import { useDistributionRule } from '../api/get-distribution-rule';
import { useRoundRobin, useRoundRobinLog } from '../api/round-robin';
import { useSetVacation } from '../api/set-vacation';
import { AdjustDialog } from './adjust-dialog';
import { BackLink } from './distribution-rule-editor-page';
import { methodLabel } from './distribution-labels';
import { LedgerList } from './ledger-list';
import { zoneAbbr, zoneLabel } from './ledger-model';
import { LoadError, PageSkeleton } from './loaded-rule';
import { MemberCompare } from './member-compare';
import { RoundRobinMembersTable } from './round-robin-members-table';
import { resetDateLabel } from './round-robin-model';

const RECENT = 8;

/** /distribution-rules/:id/round-robin-history: levels, outcomes, weightage, queue preview, recent log. */
export function RoundRobinHistoryPage() {
  const { id = '' } = useParams();
  const role = useSession().data?.user.role;
  const canEdit = role === 'super_admin' || role === 'manager';
  const rule = useDistributionRule(id);
  const snapshot = useRoundRobin(id);
  const log = useRoundRobinLog(id, RECENT);
  const vacation = useSetVacation(id);
  const [selected, setSelected] = React.useState<string[]>([]);
  const [adjusting, setAdjusting] = React.useState<{ memberId: string | null } | null>(null);

  if (snapshot.isPending) return <PageSkeleton label="Loading round robin history" />;
  if (snapshot.isError) return <LoadError error={snapshot.error} what="round robin history" retry={() => void snapshot.refetch()} />;
  const snap = snapshot.data;
  const tz = snap.timeZone;
  const recent = log.data?.pages[0] ?? [];
  const select = (memberId: string, on: boolean) => setSelected((s) => (on ? [...s, memberId] : s.filter((x) => x !== memberId)));

  return (
    <div>
      <BackLink />
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {rule.data?.name ?? <Skeleton className="h-7 w-48" />}
            {rule.data?.kind === 'fallback_pod' && <Badge variant="secondary">Fallback pod</Badge>}
          </span>
        }
        description="Round robin history for the current period."
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={`/distribution-rules/${id}`}>{canEdit ? 'Edit rule' : 'View rule'}</Link>
            </Button>
            {canEdit && snap.members.some((m) => m.active) && (
              <Button onClick={() => setAdjusting({ memberId: null })}>Adjust count</Button>
            )}
          </>
        }
      />
      <dl className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Stat icon={<Shuffle />} label="Method" value={methodLabel(snap.method)} />
        <Stat icon={<Globe />} label="Timezone" value={tz} sub={zoneAbbr(tz)} />
        <Stat icon={<RotateCcw />} label="Reset date" value={resetDateLabel(snap.period, tz)} />
        <Stat icon={<ListOrdered />} label="Next up" value={snap.queuePreview[0]?.name ?? 'Nobody available'} />
      </dl>

      <div className="grid gap-8">
        <section aria-labelledby="members-heading" className="grid min-w-0 content-start gap-3">
          <div className="flex flex-wrap items-end justify-between gap-2">
            <h2 id="members-heading" className="text-sm font-semibold">
              Members
            </h2>
            <MemberCompare members={snap.members} selected={selected} onClear={() => setSelected([])} />
          </div>
          {snap.members.length === 0 ? (
            <EmptyState title="No members in this pod" description="Add members to the rule, and they show up here with their levels." />
          ) : (
            <RoundRobinMembersTable
              members={snap.members}
              canEdit={canEdit}
              selected={selected}
              onSelect={select}
              onAdjust={(memberId) => setAdjusting({ memberId })}
              onVacation={(memberId, onVacation) => vacation.mutate({ memberId, onVacation })}
              vacationPending={vacation.isPending ? (vacation.variables?.memberId ?? null) : null}
            />
          )}
        </section>

        <div className="grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
          <Card>
            <CardHeader className="pb-3">
              <CardTitle className="text-sm">Queue preview</CardTitle>
              <p className="text-xs text-muted-foreground">Who gets the next meetings if nothing changes.</p>
            </CardHeader>
            <CardContent>
              {snap.queuePreview.length === 0 ? (
                <p className="text-sm text-muted-foreground">Nobody is available right now.</p>
              ) : (
                <ol className="grid gap-1.5" aria-label="Queue preview">
                  {snap.queuePreview.map((q, i) => (
                    <li key={`${q.userId}-${i}`} className="flex items-center gap-2 text-sm">
                      <span className="flex h-5 w-5 items-center justify-center rounded-full bg-muted text-[10px] font-semibold tabular-nums">
                        {i + 1}
                      </span>
                      <span className={i === 0 ? 'font-semibold' : undefined}>{q.name}</span>
                      {i === 0 && <Badge className="ml-auto">Next up</Badge>}
                    </li>
                  ))}
                </ol>
              )}
            </CardContent>
          </Card>
          <section aria-labelledby="activity-heading" className="grid gap-3">
            <div className="flex items-center justify-between gap-2">
              <h2 id="activity-heading" className="text-sm font-semibold">
                Recent activity
              </h2>
              <Button asChild variant="link" size="sm" className="h-auto px-0">
                <Link to={`/distribution-rules/${id}/round-robin-log`}>
                  View all <ArrowRight />
                </Link>
              </Button>
            </div>
            <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <Clock className="h-3.5 w-3.5" aria-hidden /> Times in {zoneLabel(tz)}
            </p>
            {log.isPending ? (
              <Skeleton className="h-40" />
            ) : recent.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nothing has happened in this pod yet.</p>
            ) : (
              <LedgerList entries={recent} timeZone={tz} />
            )}
          </section>
        </div>
      </div>
      <AdjustDialog
        ruleId={id}
        members={snap.members.filter((m) => m.active)}
        memberId={adjusting?.memberId ?? null}
        open={adjusting !== null}
        onOpenChange={(o) => !o && setAdjusting(null)}
      />
    </div>
  );
}

function Stat({ icon, label, value, sub }: { icon: React.ReactNode; label: string; value: string; sub?: string }) {
  return (
    <div className="flex items-center gap-3 rounded-lg border bg-card p-3 shadow-sm">
      <span
        className="flex h-9 w-9 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary [&_svg]:h-4 [&_svg]:w-4"
        aria-hidden
      >
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-xs text-muted-foreground">{label}</dt>
        <dd className="truncate text-sm font-semibold" title={value}>
          {value}
          {sub && <span className="ml-1.5 font-normal text-muted-foreground">{sub}</span>}
        </dd>
      </div>
    </div>
  );
}
