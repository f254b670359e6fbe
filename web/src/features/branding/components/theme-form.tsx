import * as React from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import {
  BRAND_STYLE_LABELS,
  BRAND_STYLES,
  updateBrandingSchema,
  type BrandingDto,
  type BrandStyle,
  type ThemeDto,
} from '@contracts/branding';
import { ColourField } from '@web/components/ui/colour-field';
import { FormSection, SaveBar } from '@web/components/ui/form-section';
import { RadioCardsField } from '@web/components/ui/radio-cards-field';
import { SegmentedControlField } from '@web/components/ui/segmented-control';
import { TextField } from '@web/components/ui/text-field';
import { submitTo } from '@web/lib/forms';
import { useUpdateBranding } from '../api/update-branding';
import { ContrastCheck } from './contrast-check';

const schema = v.pick(updateBrandingSchema, ['primaryColor', 'colorMode', 'style', 'submitLabel']);
const FIELDS = ['primaryColor', 'colorMode', 'style', 'submitLabel'] as const;

const STYLE_DESCRIPTIONS: Record<BrandStyle, string> = {
  classic: 'Serif type, small corners and a bold colour bar.',
  frozen_glass: 'A translucent card over a soft gradient of your colour.',
  light_default: 'Clean and neutral: the standard look.',
  sharp: 'Square corners, strong outlines, uppercase headings.',
  serenity: 'Soft round shapes and pill buttons on a gentle tint.',
  retro: 'Thick outlines and hard offset shadows on warm paper.',
  terminal: 'Monospace type and dashed outlines.',
};

const themeOf = (b: BrandingDto): ThemeDto => ({
  primaryColor: b.primaryColor,
  colorMode: b.colorMode,
  style: b.style,
  submitLabel: b.submitLabel,
});

/** The theme's fields; `onChange` hands every edit to the live preview before it is saved. */
export function ThemeForm({ branding, onChange }: { branding: BrandingDto; onChange: (theme: ThemeDto) => void }) {
  const update = useUpdateBranding('Widget customisation saved');
  const form = useForm<ThemeDto>({ resolver: valibotResolver(schema) as never, defaultValues: themeOf(branding) });
  const { errors, isDirty } = form.formState;
  const color = form.watch('primaryColor');
  React.useEffect(() => {
    const sub = form.watch((values) => onChange({ ...themeOf(branding), ...(values as ThemeDto) }));
    return () => sub.unsubscribe();
  }, [form, branding, onChange]);

  const onSubmit = submitTo(form, update, FIELDS, (data) => form.reset(themeOf(data)));

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <FormSection title="Colour" description="Buttons, selected days and links use it.">
        <ColourField control={form.control} name="primaryColor" legend="Primary colour" />
        <ContrastCheck color={color} />
        <SegmentedControlField
          control={form.control}
          name="colorMode"
          legend="Mode"
          options={[
            { value: 'light', label: 'Light' },
            { value: 'dark', label: 'Dark' },
          ]}
        />
      </FormSection>
      <FormSection title="Style" description="How the scheduler, the booking page and the campaign page look.">
        <RadioCardsField
          control={form.control}
          name="style"
          legend="Style"
          columns={2}
          options={BRAND_STYLES.map((s) => ({ value: s, label: BRAND_STYLE_LABELS[s], description: STYLE_DESCRIPTIONS[s] }))}
          error={errors.style?.message}
        />
      </FormSection>
      <FormSection title="Submit button" description="The label of the button that books the meeting.">
        <TextField form={form} name="submitLabel" label="Submit button label" maxLength={40} />
      </FormSection>
      <SaveBar dirty={isDirty} saving={update.isPending} onDiscard={() => form.reset()} />
    </form>
  );
}
