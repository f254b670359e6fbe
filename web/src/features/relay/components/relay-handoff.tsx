import * as React from 'react';
import toast from 'react-hot-toast';
import { AlertTriangle, UserRound, Users } from 'lucide-react';
import type { RelaySummaryDto } from '@contracts/relay';
import type { RelayPreferencesDto, RelaySessionDto, RelaySlotDto } from '@contracts/relay-sessions';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Switch } from '@web/components/ui/switch';
import { slotTakenOr } from '@web/components/scheduling/slot-taken';
import { plural } from '@web/lib/plural';
import { useBookRelaySession, useHoldRelaySlot, useRelaySlots } from '../api/relay-session';
import { RelayBooked, RelayExpired } from './relay-handoff-outcome';
import { RelayBookingCard, ShareSlotsCard } from './relay-handoff-panels';
import { assigneeName, bendWarning, slotsText } from './relay-handoff-text';
import { RelayScheduler, suggestSlots, weekWindow } from './relay-scheduler';

export { bendWarning, slotsText } from './relay-handoff-text';

type Props = {
  session: RelaySessionDto;
  preferences: RelayPreferencesDto;
  myZone: string;
  relay: RelaySummaryDto | null;
  onRestart: () => void;
};

/** Step two of a handoff: who the relay chose, then the scheduler, slot sharing, guests and booking. */
export function RelayHandoff({ session, preferences, myZone, onRestart }: Props) {
  const [view, setView] = React.useState(preferences.schedulerView);
  const [week, setWeek] = React.useState(preferences.weekView);
  const [offset, setOffset] = React.useState(0);
  const [override, setOverride] = React.useState(false);
  const [outside, setOutside] = React.useState(false);
  const [selected, setSelected] = React.useState<RelaySlotDto | null>(null);
  const [guests, setGuests] = React.useState<string[]>([]);
  const [notes, setNotes] = React.useState('');
  const [state, setState] = React.useState(session);
  const [conflict, setConflict] = React.useState('');
  const window = weekWindow(offset);
  const slots = useRelaySlots(session.id, { ...window, timezone: myZone, override, outside });
  const hold = useHoldRelaySlot(session.id);
  const book = useBookRelaySession(session.id);
  const shared = suggestSlots(slots.data ?? [], session.prospect.timezone, 3);

  // A bent slot is asked for explicitly, so a free one is never booked over an event by accident.
  const bendOf = (slot: RelaySlotDto) => ({ overrideEvents: slot.conflict, outsideHours: slot.outsideHours });

  const choose = (slot: RelaySlotDto) => {
    setSelected(slot);
    setConflict('');
    hold.mutate(
      { start: slot.start, ...bendOf(slot) },
      {
        onSuccess: setState,
        onError: (e) => {
          setConflict(e.message);
          void slots.refetch();
        },
      },
    );
  };

  const submit = () => {
    if (!selected) return;
    book.mutate(
      { start: selected.start, ...bendOf(selected), guests, internalGuestIds: [], notes },
      {
        onSuccess: (s) => {
          setState(s);
          toast.success('Meeting booked');
        },
        onError: slotTakenOr({ show: setConflict, clear: () => setSelected(null), slots }, (e) => toast.error(e.message)),
      },
    );
  };

  const assignee = state.assignee;
  if (state.status === 'booked' && state.booking)
    return <RelayBooked session={state} booking={state.booking} myZone={myZone} onRestart={onRestart} />;
  if (state.status === 'expired') return <RelayExpired reason={state.reason} onRestart={onRestart} />;

  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <Card>
        <CardHeader>
          <CardTitle className="flex flex-wrap items-center gap-2" data-testid="relay-assignee">
            {assignee?.kind === 'pod' ? <Users className="h-5 w-5" aria-hidden /> : <UserRound className="h-5 w-5" aria-hidden />}
            {assignee
              ? assignee.kind === 'user'
                ? `Assigned to ${assignee.name}`
                : `${assignee.name} (${plural(assignee.memberCount, 'member')})`
              : 'Nobody is available'}
          </CardTitle>
          <p className="text-sm text-muted-foreground">
            {state.prospect.name} ({state.prospect.email}) · via {state.viaName ?? state.via ?? 'relay'} · {state.relayName}
          </p>
        </CardHeader>
        <CardContent className="grid gap-4">
          {(state.permissions.overrideEvents || state.permissions.outsideAvailability) && (
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {state.permissions.overrideEvents && (
                <label className="flex items-center gap-3 text-sm">
                  <Switch checked={override} onCheckedChange={setOverride} aria-label="Override internal events" />
                  Show slots over internal events
                </label>
              )}
              {state.permissions.outsideAvailability && (
                <label className="flex items-center gap-3 text-sm">
                  <Switch checked={outside} onCheckedChange={setOutside} aria-label="Book outside working hours" />
                  Show times outside working hours
                </label>
              )}
            </div>
          )}
          {conflict && (
            <p
              role="alert"
              className="flex items-center gap-2 rounded-md border border-destructive/40 bg-red-50 p-2 text-sm text-destructive"
            >
              <AlertTriangle className="h-4 w-4" aria-hidden /> {conflict}
            </p>
          )}
          {selected && (selected.conflict || selected.outsideHours) && (
            <p role="alert" className="flex items-start gap-2 rounded-md border border-amber-400 bg-amber-50 p-2 text-sm text-amber-900">
              <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden /> {bendWarning(selected, assigneeName(state))}
            </p>
          )}
          <RelayScheduler
            slots={slots.data ?? []}
            loading={slots.isPending}
            zone={myZone}
            view={view}
            onView={setView}
            week={week}
            onWeek={setWeek}
            offset={offset}
            onOffset={setOffset}
            selected={selected?.start ?? null}
            onSelect={choose}
          />
        </CardContent>
      </Card>
      <div className="grid content-start gap-4">
        <RelayBookingCard
          selected={selected}
          hold={state.hold}
          myZone={myZone}
          guests={guests}
          onGuests={setGuests}
          notes={notes}
          onNotes={setNotes}
          booking={book.isPending}
          onBook={submit}
          onRestart={onRestart}
        />
        <ShareSlotsCard
          text={shared.length ? slotsText(shared, session.prospect.timezone) : null}
          onInsert={(text) => setNotes((n) => `${n ? `${n}\n\n` : ''}${text}`)}
        />
      </div>
    </div>
  );
}
