import { useFormContext } from 'react-hook-form';
import { ColourField } from '@web/components/ui/colour-field';
import { FormField } from '@web/components/ui/form-field';
import { Select } from '@web/components/ui/select';
import { TextField, TextareaField } from '@web/components/ui/text-field';
import { DEFAULT_APPEARANCE, type LinkForm } from './link-form-model';

/** Link and button colours, language, and where the prospect goes after booking. */
export function PageSettingsFields() {
  const form = useFormContext<LinkForm>();
  return (
    <>
      <ColourField
        control={form.control}
        name="appearance.linkColor"
        inputName="link-color"
        legend="Link colour"
        fallback={DEFAULT_APPEARANCE.linkColor}
      />
      <ColourField
        control={form.control}
        name="appearance.buttonColor"
        inputName="button-color"
        legend="Button colour"
        fallback={DEFAULT_APPEARANCE.buttonColor}
      />
      <FormField id="link-language" label="Language" hint="English is the only language configured.">
        <Select {...form.register('appearance.language')}>
          <option value="en">English (en)</option>
        </Select>
      </FormField>
      <TextField
        form={form}
        name="redirectUrl"
        id="link-redirect"
        label="Redirect URL"
        hint="Optional. After booking, the prospect is sent here instead of the confirmation page."
        type="url"
        inputMode="url"
        placeholder="https://example.com/thank-you"
      />
    </>
  );
}

/** What link previews show when the booking page URL is shared. */
export function MetaFields() {
  const form = useFormContext<LinkForm>();
  return (
    <>
      <TextField form={form} name="metaTitle" id="link-meta-title" label="Meta title" hint="Defaults to the link's name." maxLength={120} />
      <TextareaField
        form={form}
        name="metaDescription"
        id="link-meta-description"
        label="Meta description"
        hint="Up to 300 characters."
        rows={3}
        maxLength={300}
      />
      <TextField
        form={form}
        name="metaImage"
        id="link-meta-image"
        label="Meta image URL"
        hint="1200x630 pixels works best."
        type="url"
        inputMode="url"
        placeholder="https://example.com/preview.png"
      />
    </>
  );
}
