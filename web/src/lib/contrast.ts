/** WCAG 2.1 contrast: relative luminance of an sRGB hex colour (#rrggbb). */
export function luminance(hex: string) {
  const n = parseInt(hex.slice(1), 16);
  const ch = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * ch((n >> 16) & 255) + 0.7152 * ch((n >> 8) & 255) + 0.0722 * ch(n & 255);
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The text colour the scheduler puts on a primary-coloured button (white when it reads at 4.5:1, else
 * whichever of white and near-black reads better, as the widget's readableOn does), and whether that
 * pair meets WCAG AA for normal text (4.5:1).
 */
export function buttonContrast(primary: string) {
  const white = contrastRatio(primary, '#ffffff');
  const dark = contrastRatio(primary, '#111827');
  const text = white >= 4.5 || white >= dark ? '#ffffff' : '#111827';
  const ratio = text === '#ffffff' ? white : dark;
  return { text, ratio, passesAA: ratio >= 4.5 };
}
