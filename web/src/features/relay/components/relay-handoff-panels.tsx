import { Clock, Copy } from 'lucide-react';
import type { RelaySessionDto, RelaySlotDto } from '@contracts/relay-sessions';
import { Button } from '@web/components/ui/button';
import { TitledCard } from '@web/components/ui/card';
import { ChipsInput } from '@web/components/ui/chips-input';
import { copyToClipboard } from '@web/components/ui/copy-button';
import { FormField } from '@web/components/ui/form-field';
import { dayLabel, timeLabel } from './relay-scheduler';

type BookingCardProps = {
  selected: RelaySlotDto | null;
  hold: RelaySessionDto['hold'];
  myZone: string;
  guests: string[];
  onGuests: (guests: string[]) => void;
  notes: string;
  onNotes: (notes: string) => void;
  booking: boolean;
  onBook: () => void;
  onRestart: () => void;
};

/** The booking side of a handoff: the chosen slot and its hold, guests, notes, Book meeting and Start over. */
export function RelayBookingCard({
  selected,
  hold,
  myZone,
  guests,
  onGuests,
  notes,
  onNotes,
  booking,
  onBook,
  onRestart,
}: BookingCardProps) {
  return (
    <TitledCard title="Booking" titleClassName="text-base" contentClassName="grid gap-3">
      <p className="text-sm" data-testid="relay-selected-slot">
        {selected ? `${dayLabel(selected.start, myZone)}, ${timeLabel(selected.start, myZone)}` : 'Choose a slot'}
      </p>
      {hold && selected && hold.start === selected.start && (
        <p className="flex items-center gap-1 text-xs text-muted-foreground">
          <Clock className="h-3.5 w-3.5" aria-hidden /> Held for you until {timeLabel(hold.expiresAt, myZone)}
        </p>
      )}
      <FormField id="relay-guests" label="Guests" hint="E-mail addresses; Enter adds one.">
        {(a) => (
          <ChipsInput {...a} value={guests} onChange={onGuests} placeholder="guest@company.com" normalize={(s) => s.trim().toLowerCase()} />
        )}
      </FormField>
      <FormField id="relay-notes" label="Notes">
        <textarea
          className="min-h-20 rounded-md border bg-background p-2 text-sm"
          value={notes}
          onChange={(e) => onNotes(e.target.value)}
        />
      </FormField>
      <Button onClick={onBook} disabled={!selected} loading={booking}>
        Book meeting
      </Button>
      <Button variant="ghost" onClick={onRestart}>
        Start over
      </Button>
    </TitledCard>
  );
}

/** Slot sharing: the suggested slots as e-mail text (null when there are none), to copy or insert into the notes. */
export function ShareSlotsCard({ text, onInsert }: { text: string | null; onInsert: (text: string) => void }) {
  return (
    <TitledCard title="Share slots" titleClassName="text-base" contentClassName="grid gap-2">
      <pre className="whitespace-pre-wrap rounded-md bg-muted/50 p-2 text-xs" data-testid="relay-slots-text">
        {text ?? 'No slots to share this week.'}
      </pre>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" disabled={!text} onClick={() => text && void copyToClipboard(text)}>
          <Copy /> Copy
        </Button>
        <Button type="button" variant="outline" size="sm" disabled={!text} onClick={() => text && onInsert(text)}>
          Insert into notes
        </Button>
      </div>
    </TitledCard>
  );
}
