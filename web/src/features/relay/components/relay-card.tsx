import { Link } from 'react-router';
import { CalendarClock, Copy, FileInput, GitMerge, MoreHorizontal, Pencil, ScrollText, Shuffle, Trash2, Users } from 'lucide-react';
import type { RelaySummaryDto } from '@contracts/relay';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@web/components/ui/dropdown-menu';
import { countOf, RouterCardFacts, RouterCardStats } from '@web/components/routers/router-card-stats';

/** A relay in the list: form, meeting type, bookers, rules and pods, the last 28 days, and actions. */
export function RelayCard({ relay: r, canEdit, onOpen, onDelete }: { relay: RelaySummaryDto; canEdit: boolean; onOpen: (path: string) => void; onDelete: () => void }) {
  const facts = [
    { icon: FileInput, label: 'Prospect form', value: r.form?.name ?? 'Form deleted' },
    { icon: CalendarClock, label: 'Meeting type', value: r.meetingType ? `${r.meetingType.name} (${r.meetingType.durationMinutes} min)` : 'Meeting type deleted' },
    { icon: Users, label: 'Bookers', value: countOf(r.bookerUserIds.length, 'booker', 'bookers') },
    { icon: GitMerge, label: 'Matching', value: r.handoverEnabled ? countOf(r.matchingRuleIds.length, 'matching rule', 'matching rules') : 'Matching off' },
    { icon: Shuffle, label: 'Pods', value: `${countOf(r.distributionPodIds.length, 'pod', 'pods')} + fallback` },
  ];
  const stats = [
    { label: 'Processed', value: r.stats.processed },
    { label: 'Booked', value: r.stats.booked },
    { label: 'Not booked', value: r.stats.notBooked },
  ];
  return (
    <Card className="grid gap-3 p-4" aria-labelledby={`relay-${r.id}`}>
      <div className="flex items-start gap-2">
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <Link id={`relay-${r.id}`} to={`/handover-router/${r.id}`} className="truncate text-base font-semibold hover:underline">
              {r.name}
            </Link>
            {r.canBook && <Badge variant="secondary">You can book</Badge>}
          </div>
          <RouterCardFacts facts={facts} />
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={`Actions for ${r.name}`}>
              <MoreHorizontal />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => onOpen(`/handover-router/${r.id}`)}>
              <Pencil /> {canEdit ? 'Edit' : 'View'}
            </DropdownMenuItem>
            {canEdit && (
              <DropdownMenuItem onSelect={() => onOpen(`/handover-router/${r.id}/clone`)}>
                <Copy /> Clone
              </DropdownMenuItem>
            )}
            <DropdownMenuItem onSelect={() => onOpen(`/handover-router/routing-logs/views/all-prospects?routerId=${r.id}`)}>
              <ScrollText /> Routing log
            </DropdownMenuItem>
            {canEdit && (
              <>
                <DropdownMenuSeparator />
                <DropdownMenuItem onSelect={onDelete} className="text-destructive focus:text-destructive">
                  <Trash2 /> Delete
                </DropdownMenuItem>
              </>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <RouterCardStats stats={stats} />
    </Card>
  );
}
