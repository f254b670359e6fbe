import { Controller, useFormContext } from 'react-hook-form';
import { ChipsInput, chipErrorsOf } from '@web/components/ui/chips-input';
import { FormField } from '@web/components/ui/form-field';
import { FormSection } from '@web/components/ui/form-section';
import { Input, NativeSelect } from '@web/components/ui/input';
import { Switch } from '@web/components/ui/switch';
import { useMeetingTypeOptions } from '../api/list-options';
import type { DistributionForm } from './distribution-form-model';

/** Meeting type override, redirects, guests and the CRM owner update. */
export function PodBookingSection() {
  const { register, control, watch, formState } = useFormContext<DistributionForm>();
  const { errors } = formState;
  const ownerUpdate = watch('ownerUpdate.enabled');
  const meetingTypes = useMeetingTypeOptions();

  return (
    <FormSection title="Booking" description="What happens around the meeting this pod books.">
      <FormField id="meetingTypeOverrideId" label="Meeting type" error={errors.meetingTypeOverrideId?.message} hint="Overrides the router’s meeting type for this pod.">
        {(fieldProps) => (
          <Controller
            control={control}
            name="meetingTypeOverrideId"
            render={({ field }) => (
              <NativeSelect {...fieldProps} ref={field.ref} value={field.value} onBlur={field.onBlur} onChange={(e) => field.onChange(e.target.value)} disabled={meetingTypes.isPending}>
                <option value="">{meetingTypes.isPending ? 'Loading…' : 'Router’s meeting type'}</option>
                {meetingTypes.data?.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          />
        )}
      </FormField>
      <FormField id="postBookingRedirectUrl" label="Post booking redirect" error={errors.postBookingRedirectUrl?.message} hint="Where the prospect goes after booking.">
        <Input type="url" inputMode="url" placeholder="https://example.com/thanks" autoComplete="off" {...register('postBookingRedirectUrl')} />
      </FormField>
      <FormField id="redistributionRedirectUrl" label="Redistribution redirect" error={errors.redistributionRedirectUrl?.message} hint="Where the prospect goes when the meeting is redistributed.">
        <Input type="url" inputMode="url" placeholder="https://example.com/we-will-call-you" autoComplete="off" {...register('redistributionRedirectUrl')} />
      </FormField>
      <FormField id="guests" label="Booking guests" error={(errors.guests as { message?: string } | undefined)?.message} hint="E-mails always added to the meeting. Press Enter after each.">
        {(fieldProps) => (
          <Controller
            control={control}
            name="guests"
            render={({ field }) => (
              <ChipsInput
                {...fieldProps}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                normalize={(s) => s.trim().toLowerCase()}
                chipErrors={chipErrorsOf(errors.guests, field.value.length)}
                placeholder="guest@yourcompany.com"
              />
            )}
          />
        )}
      </FormField>
      <Controller
        control={control}
        name="ownerUpdate.enabled"
        render={({ field }) => (
          <div className="flex items-start justify-between gap-4 rounded-md border p-3">
            <div className="grid gap-0.5">
              <label htmlFor="ownerUpdate.enabled" className="text-sm font-medium">
                Update owner field in CRM
              </label>
              <p className="text-xs text-muted-foreground">Writes the assigned member to the record’s owner property.</p>
            </div>
            <Switch id="ownerUpdate.enabled" checked={field.value} onCheckedChange={field.onChange} />
          </div>
        )}
      />
      {ownerUpdate && (
        <FormField id="ownerUpdate.destinationProperty" label="Destination property" error={errors.ownerUpdate?.destinationProperty?.message}>
          <Input autoComplete="off" placeholder="e.g. owner_id" {...register('ownerUpdate.destinationProperty')} />
        </FormField>
      )}
    </FormSection>
  );
}
