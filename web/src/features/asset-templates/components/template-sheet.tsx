import { Controller, useForm, type Control, type FieldPath } from 'react-hook-form';
import { ASSET_POSITION_LABELS, ASSET_POSITIONS, type AssetTemplateInput } from '@contracts/assets';
import { RadioCardsField } from '@web/components/ui/radio-cards-field';
import { FormSheet } from '@web/components/ui/form-sheet';
import { Switch } from '@web/components/ui/switch';
import { SelectField, TextField, TextareaField } from '@web/components/ui/text-field';
import { applyServerErrors } from '@web/lib/forms';
import { useAssets } from '../api/list-assets';
import { useSaveAssetTemplate } from '../api/save-asset-template';
import { TEMPLATE_FIELDS, templateResolver, type TemplateForm } from './template-form-model';

function SwitchField({
  control,
  name,
  label,
  hint,
}: {
  control: Control<TemplateForm>;
  name: FieldPath<TemplateForm>;
  label: string;
  hint: string;
}) {
  const id = `template-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-start gap-3">
          <Switch id={id} checked={field.value as boolean} onCheckedChange={field.onChange} aria-describedby={`${id}-hint`} />
          <div>
            <label htmlFor={id} className="text-sm font-medium">
              {label}
            </label>
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {hint}
            </p>
          </div>
        </div>
      )}
    />
  );
}

type Props = { id: string | null; defaultValues: TemplateForm; onClose: () => void };

/** Create or edit one asset template in a side sheet; mount it per template (keyed). */
export function TemplateSheet({ id, defaultValues, onClose }: Props) {
  const form = useForm<TemplateForm>({ resolver: templateResolver, defaultValues });
  const save = useSaveAssetTemplate(id);
  const assets = useAssets();
  const errors = form.formState.errors;
  const ownMeta = !form.watch('usesAccountMeta');
  const submit = form.handleSubmit((values) =>
    save.mutate(values as unknown as AssetTemplateInput, {
      onSuccess: onClose,
      onError: (e) => applyServerErrors(e, form.setError, TEMPLATE_FIELDS),
    }),
  );
  return (
    <FormSheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={id ? 'Edit asset template' : 'New asset template'}
      description="Where the asset sits on the booking page, and what else the page shows."
      onSubmit={submit}
      label="Asset template"
      submitLabel={id ? 'Save changes' : 'Create template'}
      pending={save.isPending}
    >
      <TextField form={form} name="name" id="template-name" label="Name" autoComplete="off" />
      <SelectField form={form} name="assetId" id="template-asset" label="Asset" hint="Add images, videos and links under Asset library.">
        <option value="">No asset</option>
        {(assets.data ?? []).map((a) => (
          <option key={a.id} value={a.id}>
            {a.name} ({a.provider ?? a.category})
          </option>
        ))}
      </SelectField>
      <RadioCardsField
        control={form.control}
        name="assetPosition"
        legend="Asset position"
        columns={2}
        error={errors.assetPosition?.message}
        options={ASSET_POSITIONS.map((p) => ({ value: p, label: ASSET_POSITION_LABELS[p] }))}
      />
      <SwitchField
        control={form.control}
        name="showProfileInfo"
        label="Show profile info"
        hint="The company name, meeting length and description."
      />
      <SwitchField control={form.control} name="showLogo" label="Show logo" hint="The organization's logo above the title." />
      <SwitchField
        control={form.control}
        name="usesAccountMeta"
        label="Use the organization's meta info"
        hint="Link previews show the title, description and image from the organization's meta info."
      />
      {ownMeta && (
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-sm font-medium">Link preview (og tags)</legend>
          <TextField form={form} name="ogTags.title" id="og-title" label="Title" maxLength={70} />
          <TextareaField form={form} name="ogTags.description" id="og-description" label="Description" rows={3} maxLength={200} />
          <TextField
            form={form}
            name="ogTags.image"
            id="og-image"
            label="Image URL"
            type="url"
            placeholder="https://www.example.com/preview.png"
          />
        </fieldset>
      )}
    </FormSheet>
  );
}
