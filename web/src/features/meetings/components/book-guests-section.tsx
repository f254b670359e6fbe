import { useFormContext } from 'react-hook-form';
import { EmailChipsField } from '@web/components/ui/email-chips-field';
import { MultiSelect } from '@web/components/ui/multi-select';
import { TextareaField } from '@web/components/ui/text-field';
import { ControllerField } from '@web/components/ui/controller-field';
import { useMemberOptions } from '../api/list-member-options';
import type { BookForm } from './book-meeting-model';

/** Internal guests (at most 5), external guests and notes. */
export function BookGuestsSection() {
  const form = useFormContext<BookForm>();
  const members = useMemberOptions();
  const { errors } = form.formState;
  const hostId = form.watch('hostUserId');
  const options = (members.data ?? []).filter((m) => m.id !== hostId).map((m) => ({ value: m.id, label: m.name, description: m.email }));
  return (
    <div className="grid gap-4">
      <ControllerField
        control={form.control}
        name="internalGuestIds"
        id="book-internal-guests"
        label="Team members as guests"
        error={errors.internalGuestIds?.message}
        hint="Up to 5 team members. Their calendars are checked too."
      >
        {(field, p) => (
          <MultiSelect
            {...p}
            ref={field.ref}
            value={field.value ?? []}
            onChange={(next) => {
              field.onChange(next);
              void form.trigger('internalGuestIds');
            }}
            options={options}
            placeholder={members.isPending ? 'Loading members…' : 'Select team members'}
            searchLabel="Search members"
          />
        )}
      </ControllerField>
      <EmailChipsField form={form} name="guests" id="book-guests" label="External guests" hint="Type an e-mail address and press Enter." />
      <TextareaField form={form} name="notes" id="book-notes" label="Notes" hint="Visible to the team on the meeting's details." rows={3} />
    </div>
  );
}
