import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import toast from 'react-hot-toast';
import { CUSTOM_CODE_MAX, customCodeSchema, type CustomCodeDto, type CustomCodeInput } from '@contracts/meeting-settings';
import { Card, CardContent } from '@web/components/ui/card';
import { FormSection, SaveBar } from '@web/components/ui/form-section';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { LoadedPage } from '@web/components/ui/loaded-page';
import { applyServerErrors } from '@web/lib/forms';
import { useCustomCode } from '../api/get-custom-code';
import { useUpdateCustomCode } from '../api/update-custom-code';

const FIELDS = ['code'] as const;
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
  const form = useForm<CustomCodeInput>({ resolver: valibotResolver(customCodeSchema) as never, defaultValues: { code: settings.code } });
  const { errors, isDirty } = form.formState;
  const length = form.watch('code').length;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (data) => {
        form.reset({ code: data.code });
        toast.success(data.code ? 'Custom code saved' : 'Custom code removed');
      },
      onError: (e) => applyServerErrors(e, form.setError, FIELDS),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Card>
        <CardContent className="p-6">
          <FormSection
            title="Where it runs"
            description="The code runs in a hidden frame on each meeting link booking page, campaign router link page and relay link page, sandboxed to scripts only: it cannot read the page, its cookies or the prospect's answers. It receives the availability-loaded and booking-confirmed events as messages. It never runs in this app or in the widget on your website."
          >
            <FormField
              id="code"
              label="HTML and scripts"
              error={errors.code?.message}
              hint={`${length.toLocaleString('en-US')} of ${CUSTOM_CODE_MAX.toLocaleString('en-US')} characters. Leave blank to remove.`}
            >
              <Textarea rows={12} spellCheck={false} className="font-mono text-xs" placeholder={EXAMPLE} {...form.register('code')} />
            </FormField>
          </FormSection>
          <SaveBar
            dirty={isDirty}
            saving={update.isPending}
            onDiscard={() => form.reset({ code: settings.code })}
            keepDiscard
            discardLabel="Discard"
            saveLabel="Save"
            saveDisabled={!isDirty}
          />
        </CardContent>
      </Card>
    </form>
  );
}
