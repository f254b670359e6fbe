import * as React from 'react';

/**
 * What a multi-step editor needs around its steps: after a step change, focus moves to the step's
 * heading (or to the first invalid field when Next was refused), and the saved record is handed on
 * only after the form's reset has rendered, so the unsaved-changes guard has let go.
 */
export function useWizardFocus<T>(onSaved?: (saved: T) => void) {
  const [saved, setSaved] = React.useState<T | null>(null);
  const focus = React.useRef<'heading' | 'error' | null>(null);
  const container = React.useRef<HTMLDivElement>(null);
  const heading = React.useRef<HTMLHeadingElement>(null);

  React.useEffect(() => {
    if (focus.current === 'error') {
      const invalid = container.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      const alert = container.current?.querySelector<HTMLElement>('[role="alert"]');
      if (invalid) invalid.focus();
      (invalid ?? alert)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    } else if (focus.current === 'heading') {
      heading.current?.focus();
      container.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    }
    focus.current = null;
  });

  React.useEffect(() => {
    if (saved === null) return;
    setSaved(null);
    onSaved?.(saved);
  }, [saved, onSaved]);

  return { container, heading, saved, setSaved, focusNext: (target: 'heading' | 'error') => (focus.current = target) };
}
