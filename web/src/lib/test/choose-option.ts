import { expect } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openList(trigger: HTMLElement) {
  fireEvent.keyDown(trigger, { key: 'Enter' });
  return screen.findAllByRole('option');
}

/**
 * Picks an option of the app's Select as a keyboard user opens it: from its trigger, then the option
 * with this visible name. The list opens in a portal, so options are found on the whole page.
 */
export async function chooseOption(trigger: HTMLElement, name: string | RegExp) {
  await openList(trigger);
  fireEvent.click(await screen.findByRole('option', { name: typeof name === 'string' ? new RegExp(`^${escape(name)}$`) : name }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/** The same, by the option's value (what a native select's `value` was). */
export async function chooseValue(trigger: HTMLElement, value: string) {
  const options = await openList(trigger);
  const option = options.find((o) => o.getAttribute('data-value') === value);
  if (!option)
    throw new Error(`No option with value "${value}"; values are ${options.map((o) => o.getAttribute('data-value')).join(', ')}`);
  fireEvent.click(option);
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/** The visible names of a Select's options (opens the list and closes it again). */
export async function optionNames(trigger: HTMLElement) {
  const names = (await openList(trigger)).map((o) => o.textContent ?? '');
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  return names;
}

/** The visible text of what a Select shows (its chosen option, or its placeholder). */
export const shownValue = (trigger: HTMLElement) => trigger.textContent ?? '';

/** The value a Select holds (what a native select's `value` was). */
export const valueOf = (trigger: HTMLElement) => trigger.getAttribute('data-value');

const isSelect = (el: HTMLElement) => el.getAttribute('role') === 'combobox' && el.tagName === 'BUTTON' && el.hasAttribute('data-value');

/** A form control's value, whether an input, a textarea or the app's Select. */
export const fieldValue = (el: HTMLElement) => (isSelect(el) ? el.getAttribute('data-value') : (el as HTMLInputElement).value);

/** Sets a form control as a user would: types into an input, picks from the app's Select. */
export async function setField(el: HTMLElement, value: string) {
  if (isSelect(el)) await chooseValue(el, value);
  else fireEvent.change(el, { target: { value } });
}
