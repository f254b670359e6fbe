import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  NO_SHOW_WAIT_LABELS,
  NO_SHOW_WAITS,
  noShowSettingsSchema,
  type NoShowSettingsDto,
  type NoShowSettingsInput,
} from '@contracts/no-show';
import { FormSection, SettingsFormCard } from '@web/components/ui/form-section';
import { LoadedPage } from '@web/components/ui/loaded-page';
import { NumberSelectField } from '@web/components/ui/number-select-field';
import { SwitchSetting } from '@web/components/ui/switch-setting';
import { useSettingsForm, type SettingsFormOptions } from '@web/lib/use-settings-form';
import { useNoShowSettings } from '../api/get-no-show-settings';
import { useUpdateNoShowSettings } from '../api/update-no-show-settings';

const FIELDS = ['enabled', 'waitMinutes'] as const;
const toValues = (s: NoShowSettingsDto): NoShowSettingsInput => ({ enabled: s.enabled, waitMinutes: s.waitMinutes });
const SETTINGS: SettingsFormOptions<NoShowSettingsInput, NoShowSettingsDto> = {
  resolver: valibotResolver(noShowSettingsSchema),
  toValues,
  fields: FIELDS,
  savedMessage: 'No-show detection saved',
};

/** /settings/distribution/no-show-detection (Admins): spec section 2, Zoom only (spec section 4). */
export function NoShowDetectionPage() {
  const settings = useNoShowSettings();
  return (
    <LoadedPage
      title="No-show detection"
      description="After a Zoom meeting ends, Routewise reads who joined and marks the meeting No Show when the prospect never came."
      what="no-show detection settings"
      loading="Loading no-show detection"
      query={settings}
    >
      {(data) => <NoShowDetectionForm settings={data} />}
    </LoadedPage>
  );
}

function NoShowDetectionForm({ settings }: { settings: NoShowSettingsDto }) {
  const update = useUpdateNoShowSettings();
  const { form, onSubmit, discard } = useSettingsForm(SETTINGS, settings, update);
  const { isDirty } = form.formState;
  const enabled = form.watch('enabled');

  return (
    <SettingsFormCard onSubmit={onSubmit} save={{ dirty: isDirty, saving: update.isPending, onDiscard: discard }}>
      <FormSection
        title="Detection"
        description="Works for meetings whose video link is the host's connected Zoom account. Meetings that ended before you turn it on are not checked."
      >
        <SwitchSetting control={form.control} name="enabled" label="Detect no-shows on Zoom meetings">
          Not a no-show when the prospect joined with the e-mail they booked with before the end. A no-show when nobody but the assignee
          joined: the meeting moves to No Show and round robin credits the turn back as your calibration says. When someone joined without
          signing in, with another e-mail or by phone, the host is asked on the meeting's page.
        </SwitchSetting>
        <NumberSelectField
          control={form.control}
          name="waitMinutes"
          label="Check after the meeting ends"
          hint="Time for Zoom to write its participants report and for the host to mark the meeting first."
          options={NO_SHOW_WAITS.map((minutes) => ({ value: minutes, label: NO_SHOW_WAIT_LABELS[minutes] }))}
          disabled={!enabled}
        />
      </FormSection>
    </SettingsFormCard>
  );
}
