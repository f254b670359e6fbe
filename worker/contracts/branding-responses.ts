import * as v from 'valibot';
import { BRAND_STYLES, COLOR_MODES, type BrandingDto, type ThemeDto } from './branding';
import { examples, schemaOf } from './response-kit';

/** The answers of the branding API, and the theme the public pages carry, as valibot schemas (OpenAPI). */

export const themeSchema = schemaOf<ThemeDto>()(
  v.object({
    primaryColor: v.pipe(v.string(), v.description('Hex colour, #rrggbb')),
    colorMode: v.picklist(COLOR_MODES),
    style: v.picklist(BRAND_STYLES),
    submitLabel: v.string(),
  }),
);

export const brandingSchema = schemaOf<BrandingDto>()(
  v.pipe(
    v.object({
      ...themeSchema.entries,
      metaTitle: v.nullable(v.string()),
      metaDescription: v.nullable(v.string()),
      metaImageUrl: v.nullable(v.string()),
      faviconUrl: v.nullable(v.string()),
    }),
    examples({
      primaryColor: '#0f766e',
      colorMode: 'light',
      style: 'serenity',
      submitLabel: 'Book my demo',
      metaTitle: 'Book a demo with Acme',
      metaDescription: 'Pick a time that suits you.',
      metaImageUrl: null,
      faviconUrl: null,
    }),
  ),
);
