import { Controller, useFormContext } from 'react-hook-form';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import type { MeetingTypeForm } from './meeting-type-form-model';

/**
 * Whether the type's earliest slot and booking window days are the organization's defaults (Settings ->
 * Meeting -> Meeting window, Admins): the server copies them on save and whenever an Admin changes them.
 */
export function OrgWindowSwitch() {
  const { control } = useFormContext<MeetingTypeForm>();
  return (
    <div className="flex items-start justify-between gap-4 rounded-md border p-3">
      <div className="grid gap-1">
        <Label htmlFor="windowFromOrg">Use the organization&apos;s booking window</Label>
        <p className="text-xs text-muted-foreground">
          Earliest slot and booking window follow Settings, Meeting window, and change when an Admin changes them.
        </p>
      </div>
      <Controller
        control={control}
        name="windowFromOrg"
        render={({ field }) => (
          <Switch id="windowFromOrg" ref={field.ref} checked={field.value ?? false} onCheckedChange={field.onChange} />
        )}
      />
    </div>
  );
}
