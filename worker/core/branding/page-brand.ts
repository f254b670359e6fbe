import { DEFAULT_THEME, type ThemeDto } from '../../contracts/branding';

type Appearance = { linkColor: string; buttonColor: string; language: 'en' };
type Meta = { title: string | null; description: string | null; image: string | null };

/**
 * A link's colours on its booking page: the member's own when they changed them (their link settings
 * take precedence, spec section 6), else the organization's primary colour.
 */
export function linkAppearance(appearance: Appearance, theme: ThemeDto): Appearance {
  const untouched =
    appearance.linkColor.toLowerCase() === DEFAULT_THEME.primaryColor &&
    appearance.buttonColor.toLowerCase() === DEFAULT_THEME.primaryColor;
  return untouched ? { ...appearance, linkColor: theme.primaryColor, buttonColor: theme.primaryColor } : appearance;
}

/** A page's head tags: the link's own meta first (spec section 6), then the organization's, then the page's fallback. */
export function pageMeta(own: Meta, org: Meta & { favicon: string | null }, fallback: { title: string; description: string }) {
  return {
    title: own.title || org.title || fallback.title,
    description: own.description || org.description || fallback.description,
    image: own.image || org.image || null,
    favicon: org.favicon,
  };
}
