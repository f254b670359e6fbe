import { Controller, useFormContext } from 'react-hook-form';
import { Combobox } from '@web/components/ui/combobox';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useLinkMembers } from '../api/list-options';
import type { LinkForm } from './link-form-model';
import { MeetingTypeFields } from './meeting-type-fields';
import { SlugField } from './slug-field';
import type { SlugCheck } from './use-slug-check';

/** Name, slug, meeting type, and (for Admins, on personal links) the owner. */
export function LinkSettingsFields({
  check,
  prefix,
  canChooseOwner,
  onNameChange,
}: {
  check: SlugCheck;
  prefix: string;
  canChooseOwner: boolean;
  onNameChange?: (name: string) => void;
}) {
  const form = useFormContext<LinkForm>();
  const kind = form.watch('kind');
  const { errors } = form.formState;
  return (
    <>
      <FormField id="link-name" label={kind === 'group' ? 'Group name' : 'Name'} error={errors.name?.message}>
        <Input
          placeholder={kind === 'group' ? 'Sales team demo' : '30 minute intro'}
          {...form.register('name', { onChange: (e) => onNameChange?.(e.target.value) })}
        />
      </FormField>
      <SlugField check={check} prefix={prefix} />
      <MeetingTypeFields />
      {kind === 'personal' && canChooseOwner && <OwnerField label="Owner" hint="Admins can create links for any user." />}
    </>
  );
}

/** The person a link belongs to: a personal link's owner or a group link's primary organizer. */
export function OwnerField({ label, hint }: { label: string; hint?: string }) {
  const form = useFormContext<LinkForm>();
  const members = useLinkMembers();
  const memberIds = form.watch('memberIds') ?? [];
  return (
    <Controller
      control={form.control}
      name="ownerUserId"
      render={({ field, fieldState }) => (
        <FormField id="link-owner" label={label} error={fieldState.error?.message} hint={hint}>
          {(p) => (
            <Combobox
              {...p}
              ref={field.ref}
              value={field.value ?? ''}
              onChange={(id) => {
                field.onChange(id);
                // The primary organizer cannot also be a member.
                if (memberIds.includes(id))
                  form.setValue(
                    'memberIds',
                    memberIds.filter((m) => m !== id),
                    { shouldDirty: true },
                  );
              }}
              onBlur={field.onBlur}
              options={(members.data ?? []).map((m) => ({ value: m.id, label: m.name, hint: m.email }))}
              placeholder={members.isPending ? 'Loading members…' : 'Select a member'}
              searchPlaceholder="Search members"
            />
          )}
        </FormField>
      )}
    />
  );
}
