import { useFormContext } from 'react-hook-form';
import type { MeetingTypeSummaryDto, SlotPreviewDto } from '@contracts/meeting-types';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { meetingTypeLabel } from '@web/components/ui/named-options';
import type { BookForm } from './book-meeting-model';
import { ANY_HOST_LABEL } from './book-time-section';
import { dateIn, timeRange } from './meeting-time';

/** What is about to be booked, and the Book button; sticks beside the form on wide screens. */
export function BookSummary({
  preview,
  types,
  timeZone,
  pending,
}: {
  preview?: SlotPreviewDto;
  types: MeetingTypeSummaryDto[];
  timeZone: string;
  pending: boolean;
}) {
  const form = useFormContext<BookForm>();
  const [typeId, hostId, start, name, email, guests, internal] = form.watch([
    'meetingTypeId',
    'hostUserId',
    'start',
    'prospectName',
    'prospectEmail',
    'guests',
    'internalGuestIds',
  ]);
  const type = types.find((t) => t.id === typeId);
  const host = preview?.members.find((m) => m.id === hostId)?.name ?? ANY_HOST_LABEL;
  const end = start && type ? new Date(Date.parse(start) + type.durationMinutes * 60_000).toISOString() : '';
  const guestCount = (guests?.length ?? 0) + (internal?.length ?? 0);
  const rows: [string, string][] = [
    ['Prospect', name || email ? `${name}${name && email ? ' · ' : ''}${email}` : '—'],
    ['Meeting type', type ? meetingTypeLabel(type) : '—'],
    ['Host', typeId ? host : '—'],
    ['When', start ? `${dateIn(start, timeZone)}, ${end ? timeRange(start, end, timeZone) : ''}` : 'Select a time slot'],
    ['Guests', guestCount ? `${guestCount} guest${guestCount === 1 ? '' : 's'}` : 'None'],
  ];
  return (
    <aside aria-label="Booking summary">
      <Card className="2xl:sticky 2xl:top-4">
        <CardHeader className="pb-3">
          <h2 className="font-semibold leading-none tracking-tight text-base">Summary</h2>
        </CardHeader>
        <CardContent className="grid gap-4 text-sm">
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 2xl:grid-cols-1" aria-live="polite">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
                <dd className="mt-0.5 wrap-anywhere">{value}</dd>
              </div>
            ))}
          </dl>
          <Button type="submit" loading={pending} className="w-full sm:w-auto sm:justify-self-end 2xl:w-full">
            Book meeting
          </Button>
        </CardContent>
      </Card>
    </aside>
  );
}
