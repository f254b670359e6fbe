import { valibotResolver } from '@hookform/resolvers/valibot';
import { CUSTOM_CODE_MAX, customCodeSchema, type CustomCodeDto, type CustomCodeInput } from '@contracts/meeting-settings';
import { FormSection, SettingsFormCard } from '@web/components/ui/form-section';
import { LoadedPage } from '@web/components/ui/loaded-page';
import { TextareaField } from '@web/components/ui/text-field';
import { useSettingsForm, type SettingsFormOptions } from '@web/lib/use-settings-form';
import { useCustomCode } from '../api/get-custom-code';
import { useUpdateCustomCode } from '../api/update-custom-code';

const toValues = (s: CustomCodeDto): CustomCodeInput => ({ code: s.code });
const SETTINGS: SettingsFormOptions<CustomCodeInput, CustomCodeDto> = {
  resolver: valibotResolver(customCodeSchema),
  toValues,
  fields: ['code'],
  savedMessage: (data) => (data.code ? 'Custom code saved' : 'Custom code removed'),
};
const EXAMPLE = `<script>
  window.addEventListener('message', (e) => {
    if (e.data?.source === 'routewise') console.log(e.data.type, e.data.detail);
  });
</script>`;

/** /settings/meeting/custom-code (Admins): spec section 2; the prospect-facing pages run it sandboxed, never this app. */
export function CustomCodePage() {
  const settings = useCustomCode();
  return (
    <LoadedPage
      title="Custom code"
      description="Your own HTML and scripts, such as an analytics tag, on your meeting link, campaign and relay link pages. The code applies to every team; there are no team settings."
      what="custom code"
      query={settings}
    >
      {(data) => <CustomCodeForm settings={data} />}
    </LoadedPage>
  );
}

function CustomCodeForm({ settings }: { settings: CustomCodeDto }) {
  const update = useUpdateCustomCode();
  const { form, onSubmit, discard } = useSettingsForm(SETTINGS, settings, update);
  const { isDirty } = form.formState;
  const length = form.watch('code').length;

  return (
    <SettingsFormCard onSubmit={onSubmit} save={{ dirty: isDirty, saving: update.isPending, onDiscard: discard }}>
      <FormSection
        title="Where it runs"
        description="The code runs in a hidden frame on each meeting link booking page, campaign router link page and relay link page, sandboxed to scripts only: it cannot read the page, its cookies or the prospect's answers. It receives the availability-loaded and booking-confirmed events as messages. It never runs in this app or in the widget on your website."
      >
        <TextareaField
          form={form}
          name="code"
          label="HTML and scripts"
          hint={`${length.toLocaleString('en-US')} of ${CUSTOM_CODE_MAX.toLocaleString('en-US')} characters. Leave blank to remove.`}
          rows={12}
          spellCheck={false}
          className="font-mono text-xs"
          placeholder={EXAMPLE}
        />
      </FormSection>
    </SettingsFormCard>
  );
}
