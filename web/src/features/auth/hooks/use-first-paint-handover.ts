import { useLayoutEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * The sign-in form index.html draws before the app's scripts arrive (web/first-paint-login.ts): what the visitor
 * did in it, kept on `window` under this key by its inline script until the real page takes over.
 */
export const FIRST_PAINT_KEY = '__rwFirstPaintLogin';

export type FirstPaintState = { form: HTMLFormElement; focused: string | null; submitted: boolean };

/** The first-paint form's state, once: a second caller (a remount) finds nothing to take over. */
export function takeFirstPaint(): FirstPaintState | null {
  const w = window as unknown as Record<string, FirstPaintState | undefined>;
  const state = w[FIRST_PAINT_KEY] ?? null;
  delete w[FIRST_PAINT_KEY];
  return state;
}

/**
 * When the page replaces the first-paint form, nothing the visitor did there is lost: the values typed into its
 * inputs move into the form, the focus moves to the same field, and a submit made before the app was ready is
 * made now. A layout effect, so it happens before the browser paints the swap.
 */
export function useFirstPaintHandover<T extends FieldValues>(form: UseFormReturn<T>, fields: Path<T>[], submit: () => void) {
  useLayoutEffect(() => {
    const state = takeFirstPaint();
    if (!state) return;
    for (const name of fields) {
      const input = state.form.elements.namedItem(name);
      if (input instanceof HTMLInputElement && input.value) form.setValue(name, input.value as PathValue<T, Path<T>>);
    }
    const focused = fields.find((f) => f === state.focused);
    // At once, not through react-hook-form's setFocus (a timeout later): a key pressed meanwhile would be lost.
    if (focused) document.querySelector<HTMLInputElement>(`input[name="${focused}"]`)?.focus();
    if (state.submitted) submit();
    // Once, on mount: the form and its fields do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
