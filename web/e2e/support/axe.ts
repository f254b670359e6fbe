import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA) over the page, or the part `include` selects, and fails with a
 * readable list when a serious or critical violation is found: rule, impact, summary and the nodes.
 */
export async function expectNoSeriousA11yViolations(page: Page, what: string, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const report = blocking
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}\n    ${n.failureSummary?.replace(/\n/g, '\n    ')}`).join('\n')}`,
    )
    .join('\n\n');
  expect(blocking.length, `${what}: serious or critical axe violations\n${report}`).toBe(0);
}

/**
 * The contrast ratio of each matched element's text on its own background, measured in the browser.
 * axe leaves one- or two-character text (counts) as "incomplete" rather than failing it, so count
 * badges are checked here with the same WCAG formula.
 */
export async function contrastRatios(page: Page, selector: string): Promise<{ text: string; ratio: number }[]> {
  return page.locator(selector).evaluateAll((els) => {
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const rgba = (color: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, 1, 1);
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const lum = (c: number[]) => {
      const [r, g, b] = c.map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    return els.map((el) => {
      const style = getComputedStyle(el);
      // Text is drawn over the element's background, which itself sits on white here.
      const bg = rgba(style.backgroundColor);
      ctx.fillStyle = `rgb(${bg.join(',')})`;
      ctx.fillRect(0, 0, 1, 1);
      ctx.fillStyle = style.color;
      ctx.fillRect(0, 0, 1, 1);
      const fg = [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
      const [a, b] = [lum(fg), lum(bg)];
      return { text: el.textContent ?? '', ratio: Math.round(((Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)) * 100) / 100 };
    });
  });
}
