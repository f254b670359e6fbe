import { Controller } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  IDLE_TIMEOUTS,
  SESSION_LENGTHS,
  updateSecuritySettingsSchema,
  type SecuritySettingsDto,
  type UpdateSecuritySettingsInput,
} from '@contracts/security-settings';
import { ControllerField } from '@web/components/ui/controller-field';
import { FormSection, SettingsFormCard } from '@web/components/ui/form-section';
import { NumberSelectField } from '@web/components/ui/number-select-field';
import { Select } from '@web/components/ui/select';
import { useSettingsForm, type SettingsFormOptions } from '@web/lib/use-settings-form';
import { useUpdateSecuritySettings } from '../api/update-security-settings';
import { LoginMethodsField } from './login-methods-field';

const FIELDS = ['loginMethods', 'sessionLengthHours', 'idleTimeoutMinutes'] as const;
const toValues = (s: SecuritySettingsDto): UpdateSecuritySettingsInput => ({
  loginMethods: s.loginMethods,
  sessionLengthHours: s.sessionLengthHours as UpdateSecuritySettingsInput['sessionLengthHours'],
  idleTimeoutMinutes: s.idleTimeoutMinutes as UpdateSecuritySettingsInput['idleTimeoutMinutes'],
});
const SETTINGS: SettingsFormOptions<UpdateSecuritySettingsInput, SecuritySettingsDto> = {
  resolver: valibotResolver(updateSecuritySettingsSchema),
  toValues,
  fields: FIELDS,
  savedMessage: 'Security settings saved',
};

/** Login methods and session limits; the server checks the same rules and applies the limits to live sessions. */
export function SecuritySettingsForm({ settings }: { settings: SecuritySettingsDto }) {
  const update = useUpdateSecuritySettings();
  const { form, onSubmit, discard } = useSettingsForm(SETTINGS, settings, update);
  const { errors, isDirty } = form.formState;

  return (
    <SettingsFormCard onSubmit={onSubmit} save={{ dirty: isDirty, saving: update.isPending, onDiscard: discard }}>
      <FormSection title="Login methods" description="How members of your organization can sign in.">
        <Controller
          control={form.control}
          name="loginMethods"
          render={({ field }) => (
            <LoginMethodsField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={errors.loginMethods?.message}
              ssoConfigured={settings.ssoConfigured}
            />
          )}
        />
      </FormSection>
      <FormSection
        title="Sessions"
        description="Applies to every member's sessions at once, including the ones already open: a session past either limit ends and its member signs in again."
      >
        <NumberSelectField
          control={form.control}
          name="sessionLengthHours"
          label="Session length"
          hint="From sign-in."
          options={SESSION_LENGTHS.map((s) => ({ value: s.hours, label: s.label }))}
        />
        <ControllerField
          control={form.control}
          name="idleTimeoutMinutes"
          label="Idle timeout"
          error={errors.idleTimeoutMinutes?.message}
          hint="Ends a session nobody has used for this long."
        >
          {(field, control) => (
            <Select
              {...control}
              ref={field.ref}
              value={field.value === null ? '' : String(field.value)}
              onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
              onBlur={field.onBlur}
            >
              {IDLE_TIMEOUTS.map((t) => (
                <option key={t.label} value={t.minutes ?? ''}>
                  {t.label}
                </option>
              ))}
            </Select>
          )}
        </ControllerField>
      </FormSection>
    </SettingsFormCard>
  );
}
