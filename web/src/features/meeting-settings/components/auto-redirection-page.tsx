import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import toast from 'react-hot-toast';
import {
  autoRedirectionSchema,
  REDIRECT_MODE_LABELS,
  REDIRECT_MODES,
  REDIRECT_SECONDS_MAX,
  REDIRECT_SECONDS_MIN,
  type AutoRedirectionDto,
  type AutoRedirectionInput,
} from '@contracts/meeting-settings';
import { Card, CardContent } from '@web/components/ui/card';
import { FormSection, SettingsSaveBar } from '@web/components/ui/form-section';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { LoadedPage } from '@web/components/ui/loaded-page';
import { RadioCardsField } from '@web/components/ui/radio-cards-field';
import { applyServerErrors } from '@web/lib/forms';
import { useAutoRedirection } from '../api/get-auto-redirection';
import { useUpdateAutoRedirection } from '../api/update-auto-redirection';
import type { SettingsMutation } from '@web/lib/use-settings-form';
import { SettingsScopePage } from './settings-scope';
import { TeamSettings } from './team-settings';

const FIELDS = ['mode', 'seconds'] as const;
const toValues = (s: AutoRedirectionDto): AutoRedirectionInput => ({ mode: s.mode, seconds: s.seconds });
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
      global={<GlobalAutoRedirection />}
      team={
        <TeamSettings page="auto-redirection" what="auto-redirection">
          {(p) => <AutoRedirectionForm settings={p.settings} update={p.update} fresh={p.fresh} onDiscard={p.onDiscard} />}
        </TeamSettings>
      }
    />
  );
}

function GlobalAutoRedirection() {
  const settings = useAutoRedirection();
  const update = useUpdateAutoRedirection();
  return (
    <LoadedPage what="auto-redirection settings" loading="Loading auto-redirection" query={settings}>
      {(data) => <AutoRedirectionForm settings={data} update={update} />}
    </LoadedPage>
  );
}

type FormProps = {
  settings: AutoRedirectionDto;
  update: { isPending: boolean; mutate: SettingsMutation<AutoRedirectionInput, AutoRedirectionDto>['mutate'] };
  /** Saving is on though nothing changed (a team taking the global values as its own). */
  fresh?: boolean;
  onDiscard?: () => void;
};

function AutoRedirectionForm({ settings, update, fresh = false, onDiscard }: FormProps) {
  const form = useForm<AutoRedirectionInput>({
    resolver: valibotResolver(autoRedirectionSchema) as never,
    defaultValues: toValues(settings),
  });
  const { errors, isDirty } = form.formState;
  const mode = form.watch('mode');

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (data) => {
        form.reset(toValues(data));
        toast.success('Auto-redirection saved');
      },
      onError: (e) => applyServerErrors(e, form.setError, FIELDS),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Card>
        <CardContent className="p-6">
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
          <SettingsSaveBar
            dirty={isDirty || fresh}
            saving={update.isPending}
            onDiscard={() => {
              form.reset(toValues(settings));
              onDiscard?.();
            }}
          />
        </CardContent>
      </Card>
    </form>
  );
}
