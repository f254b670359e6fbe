import { useFormContext } from 'react-hook-form';
import { SwitchRowField } from '@web/components/ui/switch-setting';
import type { MeetingTypeForm } from './meeting-type-form-model';

/**
 * Whether the type's earliest slot and booking window days are the organization's defaults (Settings ->
 * Meeting -> Meeting window, Admins): the server copies them on save and whenever an Admin changes them.
 */
export function OrgWindowSwitch() {
  const { control } = useFormContext<MeetingTypeForm>();
  return (
    <SwitchRowField control={control} name="windowFromOrg" label="Use the organization's booking window">
      Earliest slot and booking window follow Settings, Meeting window, and change when an Admin changes them.
    </SwitchRowField>
  );
}
