import { Controller } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { UTM_KEYS, UTM_PARAM_MESSAGES, utmParamsSchema, type UtmParamsDto, type UtmParamsInput } from '@contracts/utm-params';
import { FormSection, SettingsFormCard } from '@web/components/ui/form-section';
import { FormField } from '@web/components/ui/form-field';
import { PageHeader } from '@web/components/ui/page';
import { EditorSkeleton, ListError } from '@web/components/ui/query-states';
import { Select } from '@web/components/ui/select';
import { useSettingsForm, type SettingsFormOptions } from '@web/lib/use-settings-form';
import { useUtmParams } from '../api/get-utm-params';
import { useUpdateUtmParams } from '../api/update-utm-params';
import { useUtmCrmFields } from '../api/get-crm-fields';

type CrmField = { key: string; label: string };

// Server errors point at /fields/<parameter>, which lands on that parameter's select.
const FIELDS = ['fields'] as const;
const toValues = (s: UtmParamsDto): UtmParamsInput => ({ fields: { ...s.fields } });
const SETTINGS: SettingsFormOptions<UtmParamsInput, UtmParamsDto> = {
  resolver: valibotResolver(utmParamsSchema),
  toValues,
  fields: FIELDS,
  savedMessage: UTM_PARAM_MESSAGES.saved,
};

/** /settings/meeting/utm-params (Admins): spec section 2; which CRM field each UTM parameter of a booking is written to. */
export function UtmParamsPage() {
  const settings = useUtmParams();
  const crmFields = useUtmCrmFields();
  const failed = settings.isError ? settings : crmFields.isError ? crmFields : null;
  return (
    <div>
      <PageHeader
        title="UTM parameters"
        description="Write the UTM parameters a prospect arrived with to fields of their CRM record when they book. The mapping applies to every team; there are no team settings."
      />
      {failed ? (
        <ListError what="UTM parameter settings" error={failed.error} retry={() => void failed.refetch()} />
      ) : settings.data && crmFields.data ? (
        <UtmParamsForm settings={settings.data} crmFields={crmFields.data} />
      ) : (
        <EditorSkeleton label="Loading UTM parameters" />
      )}
    </div>
  );
}

/** The CRM's fields, plus a saved field the CRM no longer lists, so the select still shows what is saved. */
function optionsFor(crmFields: CrmField[], saved: string | null): CrmField[] {
  return saved && !crmFields.some((f) => f.key === saved) ? [...crmFields, { key: saved, label: saved }] : crmFields;
}

function UtmParamsForm({ settings, crmFields }: { settings: UtmParamsDto; crmFields: CrmField[] }) {
  const update = useUpdateUtmParams();
  const { form, onSubmit, discard } = useSettingsForm(SETTINGS, settings, update);
  const { errors, isDirty } = form.formState;

  return (
    <SettingsFormCard onSubmit={onSubmit} save={{ dirty: isDirty, saving: update.isPending, onDiscard: discard }}>
      <FormSection
        title="CRM fields"
        description="When a prospect books through a meeting link, a router form or a campaign page, each mapped parameter's value they arrived with is written to that field of their contact or lead. A question of the meeting link mapped to the same field wins."
      >
        {UTM_KEYS.map((key) => (
          <Controller
            key={key}
            control={form.control}
            name={`fields.${key}`}
            render={({ field }) => (
              <FormField id={`utm-${key}`} label={`utm_${key}`} error={errors.fields?.[key]?.message}>
                <Select
                  ref={field.ref}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(e.target.value || null)}
                  onBlur={field.onBlur}
                >
                  <option value="">Not mapped</option>
                  {optionsFor(crmFields, settings.fields[key]).map((f) => (
                    <option key={f.key} value={f.key}>
                      {f.label === f.key ? f.key : `${f.label} (${f.key})`}
                    </option>
                  ))}
                </Select>
              </FormField>
            )}
          />
        ))}
        {!crmFields.length && (
          <p className="text-sm text-muted-foreground">
            Your CRM has no contact fields yet. Fields appear here once your connected CRM lists them or a built-in CRM record uses them.
          </p>
        )}
      </FormSection>
    </SettingsFormCard>
  );
}
