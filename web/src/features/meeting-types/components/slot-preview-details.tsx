import { Check, X } from 'lucide-react';
import type { SlotPreviewDto } from '@contracts/meeting-types';
import { formatDate, todayIn, type TimeFormat } from '@web/components/availability/availability-model';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import type { PreviewSlot } from './slot-week';
import { slotTime } from './slot-week-model';

/** The line above the week: an error with a retry, loading, no members, no slots, or the slot count. */
export function WeekStatus({
  preview,
  loading,
  error,
  onRetry,
}: {
  preview?: SlotPreviewDto;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
}) {
  if (error) {
    return (
      <div
        role="alert"
        className="flex items-center justify-between gap-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-destructive"
      >
        <span>We couldn't load the slots. {error.message}</span>
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (!preview || loading) return <p className="text-sm text-muted-foreground">{loading ? 'Loading slots…' : ''}</p>;
  if (preview.members.length === 0)
    return (
      <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        This meeting type has no members, so there are no slots.
      </p>
    );
  if (preview.slotCount === 0)
    return (
      <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        Not enough slots to suggest this week. Try checking next week.
      </p>
    );
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite">
      {preview.slotCount} slot{preview.slotCount === 1 ? '' : 's'} this week. Select one to see who is free.
    </p>
  );
}

/** The chosen slot and which members are free in it. */
export function SelectedSlot({
  slot,
  preview,
  timeZone,
  timeFormat,
}: {
  slot: PreviewSlot | null;
  preview?: SlotPreviewDto;
  timeZone: string;
  timeFormat: TimeFormat;
}) {
  const members = preview?.members ?? [];
  return (
    <Card aria-live="polite">
      <CardHeader className="pb-3">
        <CardTitle>
          <h2 className="text-base">Selected slot</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="text-sm">
        {!slot ? (
          <p className="text-muted-foreground">Select a slot to see which members are free.</p>
        ) : (
          <div className="grid gap-3">
            <div>
              <p className="font-medium">{formatDate(todayIn(timeZone, new Date(slot.start)))}</p>
              <p className="text-muted-foreground">
                {slotTime(slot.start, timeZone, timeFormat)} – {slotTime(slot.end, timeZone, timeFormat)}
              </p>
            </div>
            <ul className="grid gap-1.5" aria-label="Members">
              {members.map((m) => {
                const free = slot.memberIds.includes(m.id);
                return (
                  <li key={m.id} className="flex items-center gap-2">
                    {free ? (
                      <Check className="h-4 w-4 text-success" aria-hidden />
                    ) : (
                      <X className="h-4 w-4 text-muted-foreground" aria-hidden />
                    )}
                    <span className={free ? '' : 'text-muted-foreground line-through'}>{m.name}</span>
                    <span className="sr-only">{free ? 'free' : 'busy'}</span>
                  </li>
                );
              })}
            </ul>
            <p className="text-xs text-muted-foreground">
              {slot.memberIds.length} of {members.length} member{members.length === 1 ? '' : 's'} free.
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
