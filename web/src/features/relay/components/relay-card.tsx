import { Copy, FileInput, GitMerge, ScrollText, Shuffle, Users } from 'lucide-react';
import type { RelaySummaryDto } from '@contracts/relay';
import { Badge } from '@web/components/ui/badge';
import { RouterCardFrame } from '@web/components/routers/router-card-frame';
import { countOf, meetingTypeFact, RouterCardStats } from '@web/components/routers/router-card-stats';
import { routerLogLink } from '@web/components/routers/router-kind-links';
import type { CardHandlers } from '@web/components/routers/router-list-page';

/** A relay in the list: form, meeting type, bookers, rules and pods, the last 28 days, and actions. */
export function RelayCard({ relay: r, canEdit, onOpen, onDelete }: { relay: RelaySummaryDto } & CardHandlers) {
  const facts = [
    { icon: FileInput, label: 'Prospect form', value: r.form?.name ?? 'Form deleted' },
    meetingTypeFact(r.meetingType),
    { icon: Users, label: 'Bookers', value: countOf(r.bookerUserIds.length, 'booker', 'bookers') },
    {
      icon: GitMerge,
      label: 'Matching',
      value: r.handoverEnabled ? countOf(r.matchingRuleIds.length, 'matching rule', 'matching rules') : 'Matching off',
    },
    { icon: Shuffle, label: 'Pods', value: `${countOf(r.distributionPodIds.length, 'pod', 'pods')} + fallback` },
  ];
  const stats = [
    { label: 'Processed', value: r.stats.processed },
    { label: 'Booked', value: r.stats.booked },
    { label: 'Not booked', value: r.stats.notBooked },
  ];
  return (
    <RouterCardFrame
      id={`relay-${r.id}`}
      name={r.name}
      to={`/handover-router/${r.id}`}
      badge={r.canBook && <Badge variant="secondary">You can book</Badge>}
      facts={facts}
      canEdit={canEdit}
      actions={[
        { icon: Copy, label: 'Clone', path: `/handover-router/${r.id}/clone`, editorsOnly: true },
        { icon: ScrollText, label: 'Routing log', path: routerLogLink('relay', r.id) },
      ]}
      onOpen={onOpen}
      onDelete={onDelete}
    >
      <RouterCardStats stats={stats} />
    </RouterCardFrame>
  );
}
