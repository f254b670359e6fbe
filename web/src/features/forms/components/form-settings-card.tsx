import { Controller, useFormContext } from 'react-hook-form';
import { TitledCard } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { TextField } from '@web/components/ui/text-field';
import { ConsentTextField } from './consent-field';
import { FormIdentityFields } from './form-identity-fields';
import type { NativeForm } from './form-model';

/** Settings of a native form: name, Form ID, consent and the submit button's label. */
export function FormSettingsCard() {
  const form = useFormContext<NativeForm>();
  const { control, watch, formState } = form;
  const { errors } = formState;
  const consentEnabled = watch('consentEnabled');
  return (
    <TitledCard
      title="Settings"
      description="How the form is named, identified in the embed code, and what it asks prospects to agree to."
      contentClassName="grid gap-4"
    >
      <FormIdentityFields namePlaceholder="Demo request" keyPlaceholder="DEMO" />
      <div className="grid gap-3 rounded-md border p-3">
        <div className="flex items-center justify-between gap-3">
          <div>
            <Label htmlFor="consent-enabled">Ask for consent</Label>
            <p className="mt-1 text-xs text-muted-foreground">Adds a checkbox prospects tick before submitting.</p>
          </div>
          <Controller
            control={control}
            name="consentEnabled"
            render={({ field }) => (
              <Switch id="consent-enabled" checked={!!field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
            )}
          />
        </div>
        {(consentEnabled || errors.consentText) && (
          <Controller
            control={control}
            name="consentText"
            render={({ field }) => (
              <ConsentTextField id="consent-text" {...field} value={field.value ?? ''} error={errors.consentText?.message} />
            )}
          />
        )}
      </div>
      <TextField form={form} name="submitLabel" id="submit-label" label="Submit button label" autoComplete="off" placeholder="Submit" />
    </TitledCard>
  );
}
