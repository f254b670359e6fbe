import * as React from 'react';
import { addDays } from '@web/components/availability/availability-model';
import { useFormContext } from 'react-hook-form';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SlotPreviewDto } from '@contracts/meeting-types';
import { FieldError, FormField } from '@web/components/ui/form-field';
import { Select } from '@web/components/ui/select';
import { namedOptions } from '@web/components/ui/named-options';
import { SlotTakenAlert } from '@web/components/scheduling/slot-taken';
import type { BookForm } from './book-meeting-model';
import { SlotPicker } from './slot-picker';
import type { WeekState } from './use-week';
import { WeekToolbar } from './week-toolbar';

export const ANY_HOST_LABEL = 'Whoever is free, fairly';

/** The host choice and the week of slots it leaves; picking a slot fills `start`. */
export function BookTimeSection({ week, slots, conflict }: { week: WeekState; slots: UseQueryResult<SlotPreviewDto>; conflict: string }) {
  const form = useFormContext<BookForm>();
  const [typeId, hostId, start] = form.watch(['meetingTypeId', 'hostUserId', 'start']);
  const members = slots.data?.members ?? [];
  const flat = React.useMemo(
    () => (slots.data?.days ?? []).flatMap((d) => d.slots).filter((s) => !hostId || s.memberIds.includes(hostId)),
    [slots.data, hostId],
  );
  const { errors } = form.formState;

  return (
    <div className="grid gap-4">
      <FormField
        id="book-host"
        label="Host"
        error={errors.hostUserId?.message}
        hint={hostId ? undefined : 'The member with the fewest recent meetings among those free gets it.'}
      >
        <Select
          {...form.register('hostUserId', { onChange: () => form.setValue('start', '') })}
          value={hostId}
          disabled={!typeId || slots.isPending}
        >
          <option value="">{ANY_HOST_LABEL}</option>
          {namedOptions(members)}
        </Select>
      </FormField>
      {!typeId ? (
        <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
          Choose a meeting type to see the free slots.
        </p>
      ) : (
        <div className="grid gap-3">
          <WeekToolbar idPrefix="book" week={week} />
          <SlotTakenAlert message={conflict} />
          {slots.data && slots.data.members.length === 0 ? (
            <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
              This meeting type has no members, so no slots can be suggested.
            </p>
          ) : (
            <SlotPicker
              dates={week.dates}
              today={week.today}
              slots={slots.data ? flat : undefined}
              timeZone={week.timeZone}
              selected={start || null}
              onSelect={(s) => form.setValue('start', s.start, { shouldValidate: true, shouldDirty: true })}
              loading={slots.isFetching}
              error={slots.error}
              onRetry={() => slots.refetch()}
              onNextWeek={() => week.setMonday(addDays(week.monday, 7))}
            />
          )}
          <FieldError>{errors.start?.message}</FieldError>
        </div>
      )}
    </div>
  );
}
