import type { ThemeDto } from '@contracts/branding';

const HEX = /^#[0-9a-f]{6}$/i;
const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = (rgb: number[]) => 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2]);
const hexOf = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** The brand colour as text on the dark surface (#151a26): lightened until it reads at 4.5:1 (WCAG AA). */
export function inkOnDark(hex: string) {
  const n = parseInt(hex.slice(1), 16);
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const surface = luminance([0x15, 0x1a, 0x26]);
  for (let k = 0; k <= 1; k += 0.05) {
    const light = rgb.map((c) => c + (255 - c) * k);
    if ((luminance(light) + 0.05) / (surface + 0.05) >= 4.5) return hexOf(light);
  }
  return '#ffffff';
}

/**
 * Puts the organization's style and light or dark mode on a scheduler (data-style, data-mode on .rw-app);
 * applyTheme has set the colours already. In dark mode the link ink is lightened to stay readable.
 */
export function applyBrand(app: HTMLElement, theme: Pick<ThemeDto, 'style' | 'colorMode'>, linkColor?: string) {
  app.setAttribute('data-style', theme.style);
  app.setAttribute('data-mode', theme.colorMode);
  if (theme.colorMode === 'dark' && linkColor && HEX.test(linkColor)) app.style.setProperty('--rw-link-ink', inkOnDark(linkColor));
}

/** The booking page around the scheduler: its background follows the style and mode (booking.html's rules). */
export function applyPageBrand(doc: Document, theme: ThemeDto) {
  const html = doc.documentElement;
  html.setAttribute('data-rw-style', theme.style);
  html.setAttribute('data-rw-mode', theme.colorMode);
  if (HEX.test(theme.primaryColor)) html.style.setProperty('--rw-brand', theme.primaryColor);
}
