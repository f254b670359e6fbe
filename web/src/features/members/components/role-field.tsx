import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@web/components/ui/form-field';
import { Select } from '@web/components/ui/select';
import type { roleOptions } from './role-options';

type Props = {
  id: string;
  error?: string;
  hint?: string;
  roles: ReturnType<typeof roleOptions>;
  /** "Select a role" leads the list while there is a choice to make. */
  choose: boolean;
  field: UseFormRegisterReturn;
};

/** The role a member is given (invite, reactivate), from the roles the caller may hand out. */
export function RoleField({ id, error, hint, roles, choose, field }: Props) {
  return (
    <FormField id={id} label="Role" error={error} hint={hint}>
      <Select {...field}>
        {choose && (
          <option value="" disabled>
            Select a role
          </option>
        )}
        {roles.map((r) => (
          <option key={r.value} value={r.value}>
            {r.label}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
