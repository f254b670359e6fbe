import { Controller, useFormContext } from 'react-hook-form';
import { MAX_GROUP_LINK_MEMBERS } from '@contracts/meeting-links';
import { FormField } from '@web/components/ui/form-field';
import { MultiSelect } from '@web/components/ui/multi-select';
import { RadioCardsField } from '@web/components/ui/radio-cards-field';
import { useLinkMembers } from '../api/list-options';
import type { LinkForm } from './link-form-model';
import { OwnerField } from './link-settings-fields';

/** A group link's primary organizer, members (never the organizer) and how the meeting is shared out. */
export function GroupFields({ canChooseOrganizer }: { canChooseOrganizer: boolean }) {
  const form = useFormContext<LinkForm>();
  const members = useLinkMembers();
  const owner = form.watch('ownerUserId');
  const ownerName = members.data?.find((m) => m.id === owner)?.name;
  const options = (members.data ?? []).map((m) => ({
    value: m.id,
    label: m.name,
    description: m.id === owner ? 'Primary organizer' : m.email,
    disabled: m.id === owner,
  }));
  return (
    <>
      {canChooseOrganizer ? (
        <OwnerField label="Primary organizer" hint="Organizes every meeting booked through this link." />
      ) : (
        <div className="grid gap-1.5 text-sm">
          <span className="font-medium">Primary organizer</span>
          <span className="text-muted-foreground">{ownerName ?? 'You'}</span>
        </div>
      )}
      <Controller
        control={form.control}
        name="memberIds"
        render={({ field, fieldState }) => (
          <FormField
            id="link-members"
            label="Members"
            error={fieldState.error?.message}
            hint={`The primary organizer cannot be a member. At most ${MAX_GROUP_LINK_MEMBERS} members.`}
          >
            {(p) => (
              <MultiSelect
                {...p}
                ref={field.ref}
                value={field.value ?? []}
                onChange={(next) => {
                  field.onChange(next.filter((id) => id !== owner));
                  if (fieldState.error) void form.trigger('memberIds');
                }}
                onBlur={field.onBlur}
                options={options}
                placeholder={members.isPending ? 'Loading members…' : 'Select members'}
                searchLabel="Search members"
              />
            )}
          </FormField>
        )}
      />
      <RadioCardsField
        control={form.control}
        name="groupMode"
        inputName="link-group-mode"
        legend="Mode"
        columns={2}
        fallback="collective"
        options={[
          {
            value: 'collective',
            label: 'Collective',
            description: 'Everyone attends; slots where the organizer and all members are free.',
          },
          { value: 'round_robin', label: 'Round robin', description: 'One member attends, taken in turn among those free.' },
        ]}
      />
    </>
  );
}
