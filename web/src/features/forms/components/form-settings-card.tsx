import { Controller, useFormContext } from 'react-hook-form';
import { FORM_KEY_MAX } from '@contracts/forms';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { ConsentTextField } from './consent-field';
import type { NativeForm } from './form-model';

/** Settings of a native form: name, Form ID, consent and the submit button's label. */
export function FormSettingsCard() {
  const { register, control, watch, formState } = useFormContext<NativeForm>();
  const { errors } = formState;
  const consentEnabled = watch('consentEnabled');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Settings</CardTitle>
        <CardDescription>How the form is named, identified in the embed code, and what it asks prospects to agree to.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_9rem]">
          <FormField id="form-name" label="Form name" error={errors.name?.message}>
            <Input autoComplete="off" placeholder="Demo request" {...register('name')} />
          </FormField>
          <FormField id="form-key" label="Form ID" error={errors.formKey?.message} hint={`Up to ${FORM_KEY_MAX} characters`}>
            <Input autoComplete="off" className="font-mono" placeholder="DEMO" {...register('formKey')} />
          </FormField>
        </div>
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
                <Switch
                  id="consent-enabled"
                  checked={!!field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
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
        <FormField id="submit-label" label="Submit button label" error={errors.submitLabel?.message}>
          <Input autoComplete="off" placeholder="Submit" {...register('submitLabel')} />
        </FormField>
      </CardContent>
    </Card>
  );
}
