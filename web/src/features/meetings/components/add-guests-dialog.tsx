import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import toast from 'react-hot-toast';
import type * as v from 'valibot';
import { BOOKING_MESSAGES, MAX_INTERNAL_GUESTS } from '@contracts/booking';
import { addGuestsSchema, type MeetingDto } from '@contracts/meetings';
import type { DialogState } from '@web/components/ui/dialog';
import { FormDialog } from '@web/components/ui/form-dialog';
import { EmailChipsField } from '@web/components/ui/email-chips-field';
import { FormField } from '@web/components/ui/form-field';
import { MultiSelect } from '@web/components/ui/multi-select';
import { applyServerErrors, useResetOnOpen } from '@web/lib/forms';
import { useAddMeetingGuests } from '../api/add-meeting-guests';
import { useMemberOptions } from '../api/list-member-options';

type Values = v.InferInput<typeof addGuestsSchema>;
const EMPTY: Values = { emails: [], memberIds: [] };

/** External guests typed as e-mails, plus up to 5 team members; invites go out through the calendar. */
export function AddGuestsDialog({ meeting, open, onOpenChange }: DialogState & { meeting: MeetingDto }) {
  const members = useMemberOptions(open);
  const add = useAddMeetingGuests(meeting.id);
  const form = useForm<Values>({ resolver: valibotResolver(addGuestsSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  useResetOnOpen(form, open, EMPTY);
  const taken = new Set(meeting.participants.filter((p) => p.active).map((p) => p.userId));
  const room = MAX_INTERNAL_GUESTS - meeting.participants.filter((p) => p.active && p.role === 'guest').length;
  const options = (members.data ?? []).filter((m) => !taken.has(m.id)).map((m) => ({ value: m.id, label: m.name, description: m.email }));

  const submit = form.handleSubmit((values) => {
    if (!values.emails?.length && !values.memberIds?.length) {
      form.setError('emails', { message: 'Add at least one guest' });
      return;
    }
    if ((values.memberIds?.length ?? 0) > room) {
      form.setError('memberIds', { message: BOOKING_MESSAGES.maxInternalGuests });
      return;
    }
    add.mutate(
      { emails: values.emails ?? [], memberIds: values.memberIds ?? [] },
      {
        onSuccess: () => {
          toast.success('Guests added. They will receive a calendar invite.');
          onOpenChange(false);
        },
        onError: (e) => applyServerErrors(e, form.setError, ['emails', 'memberIds']),
      },
    );
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add guests"
      description="Guests are invited through the calendar invite of this meeting."
      onSubmit={submit}
      submitLabel="Add guests"
      pending={add.isPending}
    >
      <EmailChipsField form={form} name="emails" id="guest-emails" label="External guests" hint="Type an e-mail address and press Enter." />
      <Controller
        control={form.control}
        name="memberIds"
        render={({ field }) => (
          <FormField
            id="guest-members"
            label="Team members"
            error={errors.memberIds?.message}
            hint={
              room < MAX_INTERNAL_GUESTS
                ? `At most 5 team members can be guests; ${Math.max(room, 0)} more can be added.`
                : 'Up to 5 team members.'
            }
          >
            {(p) => (
              <MultiSelect
                {...p}
                ref={field.ref}
                value={field.value ?? []}
                onChange={(next) => (form.clearErrors('memberIds'), field.onChange(next))}
                options={options}
                placeholder={members.isPending ? 'Loading members…' : 'Select team members'}
                searchLabel="Search members"
              />
            )}
          </FormField>
        )}
      />
    </FormDialog>
  );
}
