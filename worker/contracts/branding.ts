import * as v from 'valibot';
import { isSingleLine, multiLine, optionalUrl, singleLine } from './common';

/** The spec's theme styles (section 3, Theme), in its order; light_default is the look pages had before branding. */
export const BRAND_STYLES = ['classic', 'frozen_glass', 'light_default', 'sharp', 'serenity', 'retro', 'terminal'] as const;
export type BrandStyle = (typeof BRAND_STYLES)[number];
export const BRAND_STYLE_LABELS: Record<BrandStyle, string> = {
  classic: 'Classic',
  frozen_glass: 'Frozen glass',
  light_default: 'Light default',
  sharp: 'Sharp',
  serenity: 'Serenity',
  retro: 'Retro',
  terminal: 'Terminal',
};
export const COLOR_MODES = ['light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/** What a prospect-facing page needs to draw the organization's theme. */
export type ThemeDto = { primaryColor: string; colorMode: ColorMode; style: BrandStyle; submitLabel: string };

/** An organization that never saved its branding: the pages' look before branding existed. */
export const DEFAULT_THEME: ThemeDto = {
  primaryColor: '#4f46e5',
  colorMode: 'light',
  style: 'light_default',
  submitLabel: 'Schedule meeting',
};

/** GET and PATCH /api/branding: the theme, and the page title, description, meta image and favicon of prospect pages. */
export type BrandingDto = ThemeDto & {
  metaTitle: string | null;
  metaDescription: string | null;
  metaImageUrl: string | null;
  faviconUrl: string | null;
};

const HEX = /^#[0-9a-fA-F]{6}$/;

export const updateBrandingSchema = v.object({
  primaryColor: v.optional(v.pipe(v.string('Choose a colour'), v.trim(), v.regex(HEX, 'Choose a colour'), v.toLowerCase())),
  colorMode: v.optional(v.picklist(COLOR_MODES, 'Choose light or dark')),
  style: v.optional(v.picklist(BRAND_STYLES, 'Choose a style')),
  submitLabel: v.optional(
    v.pipe(
      v.string('Submit button label is a required field'),
      v.trim(),
      v.nonEmpty('Submit button label is a required field'),
      v.maxLength(40, 'Must be at most 40 characters'),
      singleLine('Submit button label'),
    ),
  ),
  metaTitle: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(70, 'Must be at most 70 characters'),
        v.check(isSingleLine, 'Page title cannot contain line breaks or control characters'),
      ),
    ),
  ),
  metaDescription: v.optional(
    v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(300, 'Must be at most 300 characters'), multiLine('Description'))),
  ),
  metaImageUrl: optionalUrl,
  faviconUrl: optionalUrl,
});
export type UpdateBrandingInput = v.InferOutput<typeof updateBrandingSchema>;
