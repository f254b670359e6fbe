import { Controller, useFormContext } from 'react-hook-form';
import { ColourInput } from '@web/components/ui/colour-input';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { DEFAULT_APPEARANCE, type LinkForm } from './link-form-model';

/** Link and button colours, language, and where the prospect goes after booking. */
export function PageSettingsFields() {
  const form = useFormContext<LinkForm>();
  const { errors } = form.formState;
  return (
    <>
      <Controller
        control={form.control}
        name="appearance.linkColor"
        render={({ field }) => (
          <ColourInput
            name="link-color"
            legend="Link colour"
            value={field.value ?? DEFAULT_APPEARANCE.linkColor}
            onChange={field.onChange}
            error={errors.appearance?.linkColor?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="appearance.buttonColor"
        render={({ field }) => (
          <ColourInput
            name="button-color"
            legend="Button colour"
            value={field.value ?? DEFAULT_APPEARANCE.buttonColor}
            onChange={field.onChange}
            error={errors.appearance?.buttonColor?.message}
          />
        )}
      />
      <FormField id="link-language" label="Language" hint="English is the only language configured.">
        <Select {...form.register('appearance.language')}>
          <option value="en">English (en)</option>
        </Select>
      </FormField>
      <FormField
        id="link-redirect"
        label="Redirect URL"
        error={errors.redirectUrl?.message}
        hint="Optional. After booking, the prospect is sent here instead of the confirmation page."
      >
        <Input type="url" inputMode="url" placeholder="https://example.com/thank-you" {...form.register('redirectUrl')} />
      </FormField>
    </>
  );
}

/** What link previews show when the booking page URL is shared. */
export function MetaFields() {
  const form = useFormContext<LinkForm>();
  const { errors } = form.formState;
  return (
    <>
      <FormField id="link-meta-title" label="Meta title" error={errors.metaTitle?.message} hint="Defaults to the link's name.">
        <Input maxLength={120} {...form.register('metaTitle')} />
      </FormField>
      <FormField id="link-meta-description" label="Meta description" error={errors.metaDescription?.message} hint="Up to 300 characters.">
        <Textarea rows={3} maxLength={300} {...form.register('metaDescription')} />
      </FormField>
      <FormField id="link-meta-image" label="Meta image URL" error={errors.metaImage?.message} hint="1200x630 pixels works best.">
        <Input type="url" inputMode="url" placeholder="https://example.com/preview.png" {...form.register('metaImage')} />
      </FormField>
    </>
  );
}
