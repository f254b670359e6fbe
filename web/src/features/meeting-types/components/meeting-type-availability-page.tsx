import * as React from 'react';
import { Link, useParams } from 'react-router';
import { useSearchParamsPatch, type SearchParamsPatch } from '@web/lib/use-search-params-patch';
import { ArrowLeft, Check, ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { MeetingTypeDto, SlotPreviewDto } from '@contracts/meeting-types';
import { addDays, formatDate, todayIn, type TimeFormat } from '@web/components/availability/availability-model';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { PageHeader } from '@web/components/ui/page';
import { SegmentedControl } from '@web/components/ui/segmented-control';
import { browserTimezone, TimezoneSelect } from '@web/components/ui/timezone-select';
import { useSession } from '@web/lib/session';
import { useMeetingType } from '../api/get-meeting-type';
import { useSlotPreview } from '../api/get-slot-preview';
import { AvailabilitySourceSummary } from './availability-source-summary';
import { LoadedMeetingType } from './meeting-type-editor-page';
import { SlotWeek, type PreviewSlot } from './slot-week';
import { currentMonday, isIsoDate, mondayOf, slotTime, weekWindow } from './slot-week-model';

type Mode = 'any' | 'all';

/** /meeting-types/:id/availability: the slots prospects would be offered, week by week, in any zone. */
export function MeetingTypeAvailabilityPage() {
  const { id = '' } = useParams();
  const query = useMeetingType(id);
  return (
    <div>
      <Link to="/meeting-types" className="mb-3 inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="h-4 w-4" aria-hidden /> Meeting types
      </Link>
      <LoadedMeetingType query={query}>{(dto) => <SlotPreview dto={dto} />}</LoadedMeetingType>
    </div>
  );
}

function SlotPreview({ dto }: { dto: MeetingTypeDto }) {
  const session = useSession();
  const canEdit = session.data?.user.role === 'super_admin' || session.data?.user.role === 'manager';
  const [params, patch] = useSearchParamsPatch();
  const timeZone = params.get('tz') || browserTimezone();
  const mode: Mode = params.get('mode') === 'all' ? 'all' : 'any';
  const week = params.get('week');
  const monday = isIsoDate(week) ? mondayOf(week) : currentMonday(timeZone);
  const span = weekWindow(monday, timeZone);
  const today = todayIn(timeZone);
  const preview = useSlotPreview(dto.id, { from: span.from, to: span.to, timezone: timeZone, mode });
  const [selected, setSelected] = React.useState<PreviewSlot | null>(null);

  const update = (changes: SearchParamsPatch) => {
    setSelected(null);
    patch(changes);
  };
  const thisWeek = monday === currentMonday(timeZone);

  return (
    <>
      <PageHeader
        title={
          <span className="flex items-center gap-3">
            <span aria-hidden className="h-3 w-3 rounded-full" style={{ background: dto.color }} />
            Availability: {dto.name}
          </span>
        }
        description="The slots prospects are offered, computed from the availability source, calendars and the scheduler settings."
      />
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <FormField id="preview-timezone" label="Viewer time zone" className="w-full max-w-xs">
          {(fieldProps) => <TimezoneSelect {...fieldProps} value={timeZone} onChange={(tz) => update({ tz })} />}
        </FormField>
        <SegmentedControl
          name="mode"
          legend="Mode"
          value={mode}
          onChange={(m) => update({ mode: m === 'any' ? null : m })}
          options={[
            { value: 'any', label: 'Round robin', description: 'Slots where any member is free' },
            { value: 'all', label: 'Collective', description: 'Slots where every member is free' },
          ]}
        />
        <div className="ml-auto flex items-center gap-2" role="group" aria-label="Week">
          <Button variant="outline" size="icon" aria-label="Previous week" onClick={() => update({ week: addDays(monday, -7) })}>
            <ChevronLeft />
          </Button>
          <Button variant="outline" onClick={() => update({ week: null })} disabled={thisWeek}>
            Today
          </Button>
          <Button variant="outline" size="icon" aria-label="Next week" onClick={() => update({ week: addDays(monday, 7) })}>
            <ChevronRight />
          </Button>
          <p className="min-w-44 text-sm font-medium" aria-live="polite">
            {span.label}
          </p>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="grid content-start gap-3">
          <WeekStatus preview={preview.data} loading={preview.isFetching} error={preview.error} onRetry={() => preview.refetch()} />
          <SlotWeek dates={span.dates} today={today} preview={preview.data} timeZone={timeZone} timeFormat={dto.slotTimeFormat} selected={selected} onSelect={setSelected} loading={preview.isFetching} />
        </div>
        <aside className="grid content-start gap-4" aria-label="Details">
          <SelectedSlot slot={selected} preview={preview.data} timeZone={timeZone} timeFormat={dto.slotTimeFormat} />
          <AvailabilitySourceSummary dto={dto} canEdit={canEdit} />
        </aside>
      </div>
    </>
  );
}

function WeekStatus({ preview, loading, error, onRetry }: { preview?: SlotPreviewDto; loading: boolean; error: Error | null; onRetry: () => void }) {
  if (error) {
    return (
      <div role="alert" className="flex items-center justify-between gap-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-destructive">
        <span>We couldn't load the slots. {error.message}</span>
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (!preview || loading) return <p className="text-sm text-muted-foreground">{loading ? 'Loading slots…' : ''}</p>;
  if (preview.members.length === 0) return <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">This meeting type has no members, so there are no slots.</p>;
  if (preview.slotCount === 0) return <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">Not enough slots to suggest this week. Try checking next week.</p>;
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite">
      {preview.slotCount} slot{preview.slotCount === 1 ? '' : 's'} this week. Select one to see who is free.
    </p>
  );
}

function SelectedSlot({ slot, preview, timeZone, timeFormat }: { slot: PreviewSlot | null; preview?: SlotPreviewDto; timeZone: string; timeFormat: TimeFormat }) {
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
                    {free ? <Check className="h-4 w-4 text-success" aria-hidden /> : <X className="h-4 w-4 text-muted-foreground" aria-hidden />}
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
