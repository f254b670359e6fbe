import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { RELAY_FLAG_HINTS, RELAY_FLAG_LABELS, RELAY_FLAG_KEYS } from '@contracts/relay';
import { ChipsInput, chipErrorsOf } from '@web/components/ui/chips-input';
import { FieldError, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Switch } from '@web/components/ui/switch';
import { ControllerField } from '@web/components/ui/controller-field';
import type { RelayForm } from './relay-form-model';
import { useRelayFieldError as useErr } from './use-relay-field-error';

const BASIC = ['bookerInvited', 'bookerAttends', 'defaultGuestAccept', 'updateOwnerInCrm', 'fuzzyMatching'] as const;

/** The settings step: the relay's flags (basic, then advanced), default guests and redirect overrides. */
export function StepSettings() {
  const { control, register, formState } = useFormContext<RelayForm>();
  const err = useErr();
  const overrideRedirects = useWatch({ control, name: 'flags.overrideRedirectUrls' });
  const flag = (key: (typeof RELAY_FLAG_KEYS)[number]) => (
    <label key={key} className="flex items-start gap-3 text-sm">
      <Controller
        control={control}
        name={`flags.${key}`}
        render={({ field }) => (
          <Switch
            className="mt-0.5"
            checked={!!field.value}
            onCheckedChange={field.onChange}
            aria-label={RELAY_FLAG_LABELS[key]}
            aria-describedby={`relay-flag-${key}-hint`}
          />
        )}
      />
      <span className="grid gap-0.5">
        {RELAY_FLAG_LABELS[key]}
        <span id={`relay-flag-${key}-hint`} className="text-xs text-muted-foreground">
          {RELAY_FLAG_HINTS[key]}
        </span>
      </span>
    </label>
  );
  return (
    <div className="grid gap-6">
      <section className="grid gap-3" aria-label="Configure settings">
        <h3 className="text-sm font-semibold">Configure settings</h3>
        {BASIC.map(flag)}
        <FieldError>{err('flags.fuzzyMatching')}</FieldError>
        <ControllerField
          control={control}
          name="defaultGuests"
          id="relay-guests"
          label="Default guests"
          error={err('defaultGuests') ?? chipErrorsOf(formState.errors.defaultGuests, 10).find(Boolean)}
          hint="Invited to every meeting this relay books."
        >
          {(field, a) => (
            <ChipsInput
              {...a}
              value={field.value}
              onChange={field.onChange}
              placeholder="guest@company.com"
              normalize={(s) => s.trim().toLowerCase()}
            />
          )}
        </ControllerField>
      </section>
      <section className="grid gap-3" aria-label="Advanced settings">
        <h3 className="text-sm font-semibold">Advanced settings</h3>
        {RELAY_FLAG_KEYS.filter((k) => !(BASIC as readonly string[]).includes(k)).map(flag)}
        {overrideRedirects && (
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField id="relay-booked-url" label="Redirect after booking" error={err('redirects.bookedUrl')}>
              <Input {...register('redirects.bookedUrl')} placeholder="https://www.example.com/thanks" />
            </FormField>
            <FormField id="relay-not-booked-url" label="Redirect when not booked" error={err('redirects.notBookedUrl')}>
              <Input {...register('redirects.notBookedUrl')} placeholder="https://www.example.com/later" />
            </FormField>
          </div>
        )}
      </section>
    </div>
  );
}
