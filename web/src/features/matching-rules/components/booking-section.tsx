import { Controller, useFormContext } from 'react-hook-form';
import { ChipsInput, chipErrorsOf } from '@web/components/ui/chips-input';
import { FormField } from '@web/components/ui/form-field';
import { FormSection } from '@web/components/ui/form-section';
import { Input, NativeSelect } from '@web/components/ui/input';
import { Switch } from '@web/components/ui/switch';
import { useMeetingTypeOptions } from '../api/list-options';
import type { MatchingRuleForm } from './matching-rule-form-model';
import { OWNER_PROPERTY_SUGGESTIONS } from './matching-rule-labels';

/** After a match: CRM owner update, meeting type and redirect overrides, guests and the relay inviter. */
export function BookingSection() {
  const { register, control, watch, formState } = useFormContext<MatchingRuleForm>();
  const { errors } = formState;
  const updateOwner = watch('updateOwner.enabled');
  const meetingTypes = useMeetingTypeOptions();

  return (
    <>
      <FormSection title="Owner update" description="Write the assignee back to the CRM record’s owner field.">
        <Controller
          control={control}
          name="updateOwner.enabled"
          render={({ field }) => (
            <div className="flex items-start justify-between gap-4 rounded-md border p-3">
              <div className="grid gap-0.5">
                <label htmlFor="updateOwner.enabled" className="text-sm font-medium">
                  Update owner in CRM
                </label>
                <p className="text-xs text-muted-foreground">Sets the destination property to the assigned member.</p>
              </div>
              <Switch id="updateOwner.enabled" checked={field.value} onCheckedChange={field.onChange} />
            </div>
          )}
        />
        {updateOwner && (
          <FormField id="updateOwner.destinationProperty" label="Destination property" error={errors.updateOwner?.destinationProperty?.message}>
            <Input list="owner-properties-dest" autoComplete="off" placeholder="e.g. owner_id" {...register('updateOwner.destinationProperty')} />
          </FormField>
        )}
        <datalist id="owner-properties-dest">
          {OWNER_PROPERTY_SUGGESTIONS.map((p) => (
            <option key={p} value={p} />
          ))}
        </datalist>
      </FormSection>

      <FormSection title="Booking" description="Optional overrides for prospects this rule routes.">
        <FormField id="meetingTypeOverrideId" label="Meeting type override" error={errors.meetingTypeOverrideId?.message} hint="Leave empty to keep the router’s meeting type.">
          {(fieldProps) => (
            <Controller
              control={control}
              name="meetingTypeOverrideId"
              render={({ field }) => (
                <NativeSelect {...fieldProps} ref={field.ref} value={field.value} onBlur={field.onBlur} onChange={(e) => field.onChange(e.target.value)} disabled={meetingTypes.isPending}>
                  <option value="">{meetingTypes.isPending ? 'Loading…' : 'No override'}</option>
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
        <FormField id="redirectOverrideUrl" label="Redirect override URL" error={errors.redirectOverrideUrl?.message} hint="Optional. Where the prospect goes after booking.">
          <Input type="url" inputMode="url" placeholder="https://example.com/thanks" autoComplete="off" {...register('redirectOverrideUrl')} />
        </FormField>
        <FormField id="guests" label="Guests" error={(errors.guests as { message?: string } | undefined)?.message} hint="E-mails always added to the meeting. Press Enter after each.">
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
        <FormField id="relayInviter" label="Relay inviter" hint="In relays, who sends the calendar invite.">
          <NativeSelect {...register('relayInviter')}>
            <option value="">Router default</option>
            <option value="booker">Booker</option>
            <option value="assignee">Assignee</option>
          </NativeSelect>
        </FormField>
      </FormSection>
    </>
  );
}
