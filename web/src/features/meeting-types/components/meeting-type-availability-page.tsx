import * as React from 'react';
import { Link, useParams } from 'react-router';
import { useSearchParamsPatch, type SearchParamsPatch } from '@web/lib/use-search-params-patch';
import { ArrowLeft, ChevronLeft, ChevronRight } from 'lucide-react';
import type { MeetingTypeDto } from '@contracts/meeting-types';
import { addDays, todayIn } from '@web/components/availability/availability-model';
import { Button } from '@web/components/ui/button';
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
import { currentMonday, isIsoDate, mondayOf, weekWindow } from './slot-week-model';
import { SelectedSlot, WeekStatus } from './slot-preview-details';

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
          <SlotWeek
            dates={span.dates}
            today={today}
            preview={preview.data}
            timeZone={timeZone}
            timeFormat={dto.slotTimeFormat}
            selected={selected}
            onSelect={setSelected}
            loading={preview.isFetching}
          />
        </div>
        <aside className="grid content-start gap-4" aria-label="Details">
          <SelectedSlot slot={selected} preview={preview.data} timeZone={timeZone} timeFormat={dto.slotTimeFormat} />
          <AvailabilitySourceSummary dto={dto} canEdit={canEdit} />
        </aside>
      </div>
    </>
  );
}
