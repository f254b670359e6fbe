import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  autoRedirectionSchema,
  REDIRECT_MODE_LABELS,
  REDIRECT_MODES,
  REDIRECT_SECONDS_MAX,
  REDIRECT_SECONDS_MIN,
  type AutoRedirectionDto,
  type AutoRedirectionInput,
} from '@contracts/meeting-settings';
import { FormSection, SettingsFormCard } from '@web/components/ui/form-section';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { RadioCardsField } from '@web/components/ui/radio-cards-field';
import { useSettingsForm, type SettingsFormOptions } from '@web/lib/use-settings-form';
import { useAutoRedirection } from '../api/get-auto-redirection';
import { useUpdateAutoRedirection } from '../api/update-auto-redirection';
import { SettingsScopePage, type ScopedFormProps } from './settings-scope';

const toValues = (s: AutoRedirectionDto): AutoRedirectionInput => ({ mode: s.mode, seconds: s.seconds });
const SETTINGS: SettingsFormOptions<AutoRedirectionInput, AutoRedirectionDto> = {
  resolver: valibotResolver(autoRedirectionSchema),
  toValues,
  fields: ['mode', 'seconds'],
  savedMessage: 'Auto-redirection saved',
};
const DESCRIPTIONS: Record<AutoRedirectionInput['mode'], string> = {
  countdown: 'The confirmation counts down, then opens the redirect URL. The prospect can pause, stay or continue at once.',
  stay: 'The confirmation stays; a link takes the prospect to the redirect URL when they choose.',
};
const OPTIONS = REDIRECT_MODES.map((m) => ({ value: m, label: REDIRECT_MODE_LABELS[m], description: DESCRIPTIONS[m] }));

/** /settings/meeting/auto-redirection (Admins): spec sections 2 and 4, post-booking redirect; global and per team. */
export function AutoRedirectionPage() {
  return (
    <SettingsScopePage
      title="Auto-redirection"
      description="What a prospect's booking confirmation does when the router or meeting link has a redirect URL."
      page="auto-redirection"
      what="auto-redirection"
      useSettings={useAutoRedirection}
      useUpdate={useUpdateAutoRedirection}
      form={AutoRedirectionForm}
      teamForm={AutoRedirectionForm}
    />
  );
}

function AutoRedirectionForm({ settings, update, fresh = false, onDiscard }: ScopedFormProps<AutoRedirectionInput, AutoRedirectionDto>) {
  const { form, onSubmit, discard } = useSettingsForm(SETTINGS, settings, update, onDiscard);
  const { errors, isDirty } = form.formState;
  const mode = form.watch('mode');

  return (
    <SettingsFormCard onSubmit={onSubmit} save={{ dirty: isDirty || fresh, saving: update.isPending, onDiscard: discard }}>
      <FormSection
        title="After booking"
        description="Applies to meeting links, the router widget and router links. A team's own setting (Team settings) applies to bookings of its meeting types instead of the global one."
      >
        <RadioCardsField control={form.control} name="mode" legend="When there is a redirect URL" options={OPTIONS} />
        <FormField
          id="seconds"
          label="Countdown (seconds)"
          error={errors.seconds?.message}
          hint={`From ${REDIRECT_SECONDS_MIN} to ${REDIRECT_SECONDS_MAX} seconds.`}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={REDIRECT_SECONDS_MIN}
            max={REDIRECT_SECONDS_MAX}
            className="w-28"
            disabled={mode !== 'countdown'}
            {...form.register('seconds', { valueAsNumber: true })}
          />
        </FormField>
      </FormSection>
    </SettingsFormCard>
  );
}
