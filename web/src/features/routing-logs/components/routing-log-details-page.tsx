import * as React from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Info } from 'lucide-react';
import type { RoutingLogDetailViewDto } from '@contracts/routing-logs';
import { SESSION_REASONS } from '@contracts/routing-sessions';
import type { DecisionRecord } from '@contracts/routing-decision';
import { EditorSkeleton, LoadError } from '@web/components/ui/query-states';
import { browserTimezone } from '@web/components/ui/timezone-select';
import { useSession } from '@web/lib/session';
import { useRoutingLog } from '../api/get-routing-log';
import { CrmOwnerCard, MatchResultCard, ResourceChangedCard } from './decision-cards';
import { FlowExplanationCard, type TimelineLinks } from './flow-explanation-card';
import { OutcomeBadge } from './outcome-badge';
import { AssigneeCard, BookerCard, ProspectCard } from './people-cards';
import { RuleCompareDialog } from './rule-compare-dialog';
import { RulesAccordion, type CompareTarget } from '@web/components/decision/rules-accordion';
import { FormFilledCard, SlotShownCard, SourceCard } from './submission-cards';
import { crmRecordPath, dateTimeIn, zoneLabel } from './routing-log-labels';
import { PageHeader } from '@web/components/ui/page';

const BACK = { to: '/routing-logs/views/all-prospects', label: 'Back to routing logs' };

/** /routing-logs/:id/details: why a prospect went where they went. */
export function RoutingLogDetailsPage() {
  const { id = '' } = useParams();
  const query = useRoutingLog(id);
  if (query.isPending) return <EditorSkeleton label="Loading routing log" />;
  if (query.isError) return <LoadError error={query.error} what="routing log" back={BACK} retry={() => void query.refetch()} />;
  return <RoutingLogDetailsForViewer log={query.data} />;
}

const hasDecision = (log: RoutingLogDetailViewDto): log is RoutingLogDetailViewDto & { decision: DecisionRecord } => log.decision !== null;

/** The page for the signed-in viewer: their zone for every time, their role for which names link. */
function RoutingLogDetailsForViewer({ log }: { log: RoutingLogDetailViewDto }) {
  const session = useSession();
  const timeZone = session.data?.user.timezone || browserTimezone();
  const role = session.data?.user.role;
  return <RoutingLogDetails log={log} timeZone={timeZone} canOpenMembers={role === 'super_admin' || role === 'manager'} />;
}

const ruleTable = (kind: string) =>
  kind === 'matching' ? 'matching-rules' : kind === 'redirect' ? 'redirect-rules' : 'distribution-rules';

/** Links for the timeline's names: members to their page (for those who may open it), records and live rules to theirs. */
function timelineLinks(log: RoutingLogDetailViewDto, canOpenMembers: boolean): TimelineLinks {
  const live = new Set(log.currentRules.filter((r) => !r.deleted).map((r) => r.id));
  return {
    person: (id) => (canOpenMembers ? `/settings/members/${encodeURIComponent(id)}/details` : null),
    record: (module, id) => crmRecordPath(module, id),
    rule: (id, kind) => (!live.has(id) ? null : kind === 'redirect' ? '/redirect-rules' : `/${ruleTable(kind)}/${encodeURIComponent(id)}`),
  };
}

/** Why a prospect went where they went, every time in `timeZone`, named once in the header. */
export function RoutingLogDetails({
  log,
  timeZone,
  canOpenMembers,
}: {
  log: RoutingLogDetailViewDto;
  timeZone: string;
  canOpenMembers: boolean;
}) {
  const [compare, setCompare] = React.useState<CompareTarget | null>(null);
  const d = hasDecision(log) ? log : null;
  const ownerCard = log.crmOwnerUpdated || !!log.crmOwnerField || !!log.decision?.ownerUpdate;

  return (
    <div>
      <Link to={BACK.to} className="mb-3 inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="h-4 w-4" aria-hidden /> Routing logs
      </Link>
      <PageHeader
        title={log.prospect.name || log.prospect.email}
        badge={<OutcomeBadge outcome={log.outcome} />}
        description={
          <>
            <p>
              Logged {dateTimeIn(log.loggedAt, timeZone)} · {log.router.name}
              {log.router.deleted && ' (deleted)'}
              {log.outcomeReason && ` · ${log.outcomeReason}`}
            </p>
            <p className="mt-1 text-xs" data-testid="viewer-zone">
              Times are in your time zone, {zoneLabel(timeZone, log.loggedAt)}.
            </p>
          </>
        }
      />
      {(!d || log.router.deleted) && (
        <p role="note" className="mb-6 flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {SESSION_REASONS.routerDeleted}
        </p>
      )}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 grid-cols-1 content-start gap-4">
          <FlowExplanationCard steps={log.timeline} timeZone={timeZone} links={timelineLinks(log, canOpenMembers)} />
          {d && (
            <RulesAccordion
              decision={d.decision}
              currentRules={log.currentRules}
              crmMatches={log.crmMatches}
              people={log.people}
              onCompare={setCompare}
            />
          )}
          {d && d.decision.matching.outcome !== 'not_enabled' && <MatchResultCard log={d} />}
          {d && d.decision.redistribution.state === 'redistributed' && <ResourceChangedCard log={d} timeZone={timeZone} />}
          {ownerCard && <CrmOwnerCard log={log} />}
          <FormFilledCard entries={log.submittedEntries} />
        </div>
        <aside className="grid min-w-0 grid-cols-1 content-start gap-4" aria-label="Routing summary">
          <ProspectCard log={log} />
          <BookerCard log={log} timeZone={timeZone} />
          <AssigneeCard log={log} />
          <SlotShownCard log={log} timeZone={timeZone} />
          <SourceCard log={log} />
        </aside>
      </div>
      <RuleCompareDialog target={compare} onClose={() => setCompare(null)} />
    </div>
  );
}
