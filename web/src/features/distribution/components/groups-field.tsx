import { Controller, useFormContext } from 'react-hook-form';
import { MAX_ADDITIONAL_GROUPS } from '@contracts/routing';
import { CheckboxList } from '@web/components/ui/checkbox-list';
import { FieldError, FormField } from '@web/components/ui/form-field';
import { Select } from '@web/components/ui/select';
import type { DistributionForm } from './distribution-form-model';

type Group = { id: string; name: string; members: { id: string }[] };

/** Group round robin: the primary group takes turns; up to two additional groups join each meeting. */
export function GroupsField({ groups }: { groups: Group[] }) {
  const { control, register, watch, setValue, formState } = useFormContext<DistributionForm>();
  const errors = formState.errors.groups;
  const [primary, additional] = watch(['groups.primaryGroupId', 'groups.additionalGroupIds']);

  if (groups.length === 0) {
    return (
      <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
        This team has no groups yet. Add groups on the team’s Groups tab.
      </p>
    );
  }
  const count = (g: Group) => `${g.members.length} member${g.members.length === 1 ? '' : 's'}`;

  return (
    <div className="grid gap-4">
      <FormField id="groups.primaryGroupId" label="Primary group" error={errors?.primaryGroupId?.message} hint="Its members take turns.">
        <Select
          {...register('groups.primaryGroupId', {
            onChange: (e: React.ChangeEvent<HTMLSelectElement>) =>
              setValue(
                'groups.additionalGroupIds',
                additional.filter((id) => id !== e.target.value),
              ),
          })}
        >
          <option value="" hidden>
            Select a primary group
          </option>
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name} ({count(g)})
            </option>
          ))}
        </Select>
      </FormField>
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-medium leading-none">Additional participants</legend>
        <p className="text-xs text-muted-foreground">Up to {MAX_ADDITIONAL_GROUPS} groups; one member of each joins every meeting.</p>
        <Controller
          control={control}
          name="groups.additionalGroupIds"
          render={({ field }) => (
            <CheckboxList
              id="groups-additional"
              value={field.value}
              onChange={field.onChange}
              options={groups
                .filter((g) => g.id !== primary)
                .map((g) => ({
                  value: g.id,
                  label: g.name,
                  description: count(g),
                  disabled: !field.value.includes(g.id) && field.value.length >= MAX_ADDITIONAL_GROUPS,
                }))}
              emptyText="Pick a primary group first, or add more groups to the team."
            />
          )}
        />
        <FieldError>{errors?.additionalGroupIds?.message}</FieldError>
      </fieldset>
    </div>
  );
}
