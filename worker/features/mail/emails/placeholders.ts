import { renderTemplate, type TemplateValues } from '../../../core/booking/templates';

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;

/**
 * Fills an organization's template line by line and leaves out every line that names a placeholder
 * whose value is missing or empty, so no e-mail shows a bare "Join:". Unknown keys stay visible (a typo
 * is noticed), and blank lines left behind never stack up.
 */
export function fillLines(template: string, values: TemplateValues): string {
  const known = values as Record<string, string | undefined>;
  const lines = template
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => ![...line.matchAll(PLACEHOLDER)].some(([, key]) => key in known && !known[key]?.trim()))
    .map((line) => renderTemplate(line, values));
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A one-line template (subject, calendar title) filled, a missing value left out; folding to one line happens where it is sent. */
export function fillLine(template: string, values: TemplateValues): string {
  const known = values as Record<string, string | undefined>;
  return template.replace(PLACEHOLDER, (whole, key: string) => (key in known ? (known[key] ?? '') : whole)).trim();
}
