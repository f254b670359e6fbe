import * as React from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { AlertTriangle, CheckCircle2, Clock, Copy, UserRound, Users } from 'lucide-react';
import type { RelayPreferencesDto, RelaySessionDto, RelaySlotDto, RelaySummaryDto } from '@contracts/relay';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { ChipsInput } from '@web/components/ui/chips-input';
import { copyToClipboard } from '@web/components/ui/copy-button';
import { FormField } from '@web/components/ui/form-field';
import { Switch } from '@web/components/ui/switch';
import { ApiRequestError } from '@web/lib/api-error';
import { useBookRelaySession, useHoldRelaySlot, useRelaySlots } from '../api/relay-session';
import { dayLabel, RelayScheduler, suggestSlots, timeLabel, weekWindow } from './relay-scheduler';
import { plural } from '@web/lib/plural';

/** The slots as text for an e-mail, in the prospect's zone (slot sharing: generate, copy, insert). */
export function slotsText(slots: RelaySlotDto[], zone: string) {
  return [`Here are a few times that work (${zone.replace(/_/g, ' ')}):`, ...slots.map((s) => `• ${dayLabel(s.start, zone)}, ${timeLabel(s.start, zone)}`)].join('\n');
}

const assigneeName = (s: RelaySessionDto) => (s.assignee?.kind === 'user' ? s.assignee.name : 'the assignee');

/** What booking a bent slot means, said before the booker books it. */
export function bendWarning(slot: Pick<RelaySlotDto, 'conflict' | 'outsideHours'>, name: string) {
  const parts = [
    ...(slot.conflict ? [`This time overlaps an event in ${name}'s calendar; booking it books over that event.`] : []),
    ...(slot.outsideHours ? [`This time is outside ${name}'s working hours.`] : []),
  ];
  return `${parts.join(' ')} Meetings already booked in Routewise are never double-booked.`;
}

type Props = { session: RelaySessionDto; preferences: RelayPreferencesDto; myZone: string; relay: RelaySummaryDto | null; onRestart: () => void };

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
    hold.mutate({ start: slot.start, ...bendOf(slot) }, {
      onSuccess: setState,
      onError: (e) => {
        setConflict(e.message);
        void slots.refetch();
      },
    });
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
        onError: (e) => {
          if (e instanceof ApiRequestError && e.status === 409) {
            setConflict(e.message);
            setSelected(null);
            void slots.refetch();
          } else toast.error(e.message);
        },
      },
    );
  };

  const assignee = state.assignee;
  if (state.status === 'booked' && state.booking)
    return (
      <Card className="max-w-2xl">
        <CardContent className="grid gap-3 pt-5">
          <p className="flex items-center gap-2 text-lg font-semibold">
            <CheckCircle2 className="h-5 w-5 text-green-600" aria-hidden /> Meeting booked with {state.booking.hostName || (assignee?.kind === 'user' ? assignee.name : '')}
          </p>
          <p className="text-sm text-muted-foreground">
            {state.prospect.name} · {dayLabel(state.booking.start, myZone)}, {timeLabel(state.booking.start, myZone)} ({myZone.replace(/_/g, ' ')})
          </p>
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link to={`/meetings/${state.booking.meetingId}/details`}>View meeting</Link>
            </Button>
            <Button variant="outline" onClick={onRestart}>
              Hand over another prospect
            </Button>
          </div>
        </CardContent>
      </Card>
    );
  if (state.status === 'expired')
    return (
      <Card className="max-w-2xl" role="alert">
        <CardContent className="grid gap-3 pt-5">
          <p className="font-medium">{state.reason ?? 'This relay session has ended.'}</p>
          <Button className="w-fit" onClick={onRestart}>
            Start again
          </Button>
        </CardContent>
      </Card>
    );

  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <Card>
        <CardHeader>
          <CardTitle className="flex flex-wrap items-center gap-2" data-testid="relay-assignee">
            {assignee?.kind === 'pod' ? <Users className="h-5 w-5" aria-hidden /> : <UserRound className="h-5 w-5" aria-hidden />}
            {assignee ? (assignee.kind === 'user' ? `Assigned to ${assignee.name}` : `${assignee.name} (${plural(assignee.memberCount, 'member')})`) : 'Nobody is available'}
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
            <p role="alert" className="flex items-center gap-2 rounded-md border border-destructive/40 bg-red-50 p-2 text-sm text-destructive">
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
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Booking</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <p className="text-sm" data-testid="relay-selected-slot">
              {selected ? `${dayLabel(selected.start, myZone)}, ${timeLabel(selected.start, myZone)}` : 'Choose a slot'}
            </p>
            {state.hold && selected && state.hold.start === selected.start && (
              <p className="flex items-center gap-1 text-xs text-muted-foreground">
                <Clock className="h-3.5 w-3.5" aria-hidden /> Held for you until {timeLabel(state.hold.expiresAt, myZone)}
              </p>
            )}
            <FormField id="relay-guests" label="Guests" hint="E-mail addresses; Enter adds one.">
              {(a) => <ChipsInput {...a} value={guests} onChange={setGuests} placeholder="guest@company.com" normalize={(s) => s.trim().toLowerCase()} />}
            </FormField>
            <FormField id="relay-notes" label="Notes">
              <textarea className="min-h-20 rounded-md border bg-background p-2 text-sm" value={notes} onChange={(e) => setNotes(e.target.value)} />
            </FormField>
            <Button onClick={submit} disabled={!selected} loading={book.isPending}>
              Book meeting
            </Button>
            <Button variant="ghost" onClick={onRestart}>
              Start over
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Share slots</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2">
            <pre className="whitespace-pre-wrap rounded-md bg-muted/50 p-2 text-xs" data-testid="relay-slots-text">
              {shared.length ? slotsText(shared, session.prospect.timezone) : 'No slots to share this week.'}
            </pre>
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" size="sm" disabled={!shared.length} onClick={() => void copyToClipboard(slotsText(shared, session.prospect.timezone))}>
                <Copy /> Copy
              </Button>
              <Button type="button" variant="outline" size="sm" disabled={!shared.length} onClick={() => setNotes((n) => `${n ? `${n}\n\n` : ''}${slotsText(shared, session.prospect.timezone)}`)}>
                Insert into notes
              </Button>
            </div>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
