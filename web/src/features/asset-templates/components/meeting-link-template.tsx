import { ASSET_POSITION_LABELS } from '@contracts/assets';
import { FormField } from '@web/components/ui/form-field';
import { Select } from '@web/components/ui/select';
import { useAssetTemplates } from '../api/list-asset-templates';
import { useChooseMeetingLinkTemplate, useMeetingLinkTemplate } from '../api/meeting-link-template';

/** The template every meeting link's booking page (/b/:slug) uses; the system Default is the plain page. */
export function MeetingLinkTemplate() {
  const templates = useAssetTemplates();
  const chosen = useMeetingLinkTemplate();
  const choose = useChooseMeetingLinkTemplate();
  return (
    <FormField
      id="meetingLinkTemplate"
      label="Meeting links' template"
      hint="Every meeting link's booking page uses it. Default is the plain page."
      className="max-w-md"
    >
      <Select
        value={chosen.data?.templateId ?? ''}
        disabled={!chosen.data || choose.isPending}
        onChange={(e) => choose.mutate(e.target.value)}
      >
        {(templates.data ?? []).map((t) => (
          <option key={t.id} value={t.id}>
            {t.name} ({ASSET_POSITION_LABELS[t.assetPosition]}
            {t.asset ? `, ${t.asset.name}` : ''})
          </option>
        ))}
      </Select>
    </FormField>
  );
}
