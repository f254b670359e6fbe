import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from '@web/components/ui/form-field';
import { MultiSelect } from '@web/components/ui/multi-select';
import { useTeamOptions } from '../api/list-teams';

type Props<T extends FieldValues> = {
  control: Control<T>;
  id: string;
  label: string;
  error?: string;
  /** What the empty field says: "Select teams" where choosing is the point, "Not in any team" on a member's page. */
  placeholder: string;
  disabled?: boolean;
};

/** The teams a member is in, chosen from the organization's teams: invite, reactivate and the member's page. */
export function TeamsField<T extends FieldValues & { teamIds?: string[] }>({ control, id, label, error, placeholder, disabled }: Props<T>) {
  const teams = useTeamOptions();
  return (
    <Controller
      control={control}
      name={'teamIds' as Path<T>}
      render={({ field }) => (
        <FormField id={id} label={label} error={error}>
          <MultiSelect
            ref={field.ref}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            options={teams.data ?? []}
            placeholder={teams.data?.length === 0 ? 'No teams yet' : placeholder}
            searchLabel="Search teams"
            emptyText="No teams found"
            disabled={disabled}
          />
        </FormField>
      )}
    />
  );
}
