import type { Locator } from '@playwright/test';

/**
 * Picks an option of the app's Select (a Radix listbox, not a native select): opens it from its trigger,
 * then clicks the option by visible name, or by value. The list opens in a portal at the page's end.
 */
export async function choose(trigger: Locator, option: string | RegExp | { value: string }) {
  await trigger.click();
  const page = trigger.page();
  const target =
    typeof option === 'object' && 'value' in option
      ? page.locator(`[role="option"][data-value="${option.value}"]`)
      : page.getByRole('option', { name: option, exact: typeof option === 'string' });
  await target.click();
}
