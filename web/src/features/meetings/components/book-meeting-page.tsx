import * as React from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useNavigate, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import type * as v from 'valibot';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Select } from '@web/components/ui/select';
import { PageHeader } from '@web/components/ui/page';
import { browserTimezone, TimezoneSelect } from '@web/components/ui/timezone-select';
import { TextField } from '@web/components/ui/text-field';
import { slotTakenOr } from '@web/components/scheduling/slot-taken';
import { applyServerErrors } from '@web/lib/forms';
import { useSession } from '@web/lib/session';
import { useBookMeeting } from '../api/book-meeting';
import { useTypeSlots } from '../api/get-type-slots';
import { useMeetingTypeOptions } from '../api/list-meeting-type-options';
import { BOOK_FIELDS, bookDefaults, bookFormSchema, toRequest, type BookForm } from './book-meeting-model';
import { BookGuestsSection } from './book-guests-section';
import { BookSummary } from './book-summary';
import { BookTimeSection } from './book-time-section';
import { useWeek } from './use-week';

function Step({ n, title, children }: { n: number; title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader className="pb-4">
        <div className="flex items-center gap-3">
          <span
            aria-hidden
            className="flex h-6 w-6 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary"
          >
            {n}
          </span>
          <h2 className="font-semibold leading-none tracking-tight">{title}</h2>
        </div>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** /book/meetings/new: book a meeting on a prospect's behalf with a member of a meeting type. */
export function BookMeetingPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const myZone = session.data?.user.timezone || browserTimezone();
  const form = useForm<BookForm, unknown, v.InferOutput<typeof bookFormSchema>>({
    resolver: valibotResolver(bookFormSchema),
    defaultValues: bookDefaults(params, browserTimezone()),
  });
  const types = useMeetingTypeOptions();
  const book = useBookMeeting();
  const week = useWeek(myZone);
  const typeId = form.watch('meetingTypeId');
  const slots = useTypeSlots(typeId, { from: week.from, to: week.to, timezone: week.timeZone });
  const [conflict, setConflict] = React.useState('');
  const { errors } = form.formState;
  const bookable = (types.data ?? []).filter((t) => t.status !== 'expired');

  const submit = form.handleSubmit((values) => {
    setConflict('');
    book.mutate(toRequest(values), {
      onSuccess: (m) => {
        toast.success('Meeting booked');
        navigate(`/meetings/${m.id}/details`);
      },
      onError: slotTakenOr({ show: setConflict, clear: () => form.setValue('start', ''), slots }, (e) =>
        applyServerErrors(e, form.setError, BOOK_FIELDS),
      ),
    });
  });

  return (
    <FormProvider {...form}>
      <PageHeader
        title="Book a meeting"
        description="Book a meeting on a prospect's behalf. The prospect and everyone invited get a calendar invite."
      />
      <form onSubmit={submit} noValidate className="grid gap-6 2xl:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="grid min-w-0 content-start gap-4">
          <Step n={1} title="Prospect">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                form={form}
                name="prospectEmail"
                id="book-email"
                label="Prospect e-mail"
                type="email"
                autoComplete="off"
                placeholder="jane@prospect.com"
              />
              <TextField
                form={form}
                name="prospectName"
                id="book-name"
                label="Prospect name"
                autoComplete="off"
                placeholder="Jane Prospect"
              />
              <FormField
                id="book-prospect-tz"
                label="Prospect time zone"
                error={errors.prospectTimezone?.message}
                className="sm:col-span-2"
              >
                {(p) => (
                  <TimezoneSelect
                    {...p}
                    value={form.watch('prospectTimezone')}
                    onChange={(tz) => form.setValue('prospectTimezone', tz, { shouldValidate: true })}
                  />
                )}
              </FormField>
            </div>
          </Step>
          <Step n={2} title="Meeting and time">
            <div className="grid gap-4">
              <FormField id="book-type" label="Meeting type" error={errors.meetingTypeId?.message}>
                <Select
                  {...form.register('meetingTypeId', {
                    onChange: () => (form.setValue('hostUserId', ''), form.setValue('start', ''), setConflict('')),
                  })}
                  value={typeId}
                  disabled={types.isPending}
                >
                  <option value="" hidden>
                    {types.isPending ? 'Loading meeting types…' : 'Select a meeting type'}
                  </option>
                  {bookable.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.name} · {t.durationMinutes} min
                    </option>
                  ))}
                </Select>
              </FormField>
              <BookTimeSection week={week} slots={slots} conflict={conflict} />
            </div>
          </Step>
          <Step n={3} title="Guests and notes">
            <BookGuestsSection />
          </Step>
        </div>
        <BookSummary preview={slots.data} types={bookable} timeZone={week.timeZone} pending={book.isPending} />
      </form>
    </FormProvider>
  );
}
