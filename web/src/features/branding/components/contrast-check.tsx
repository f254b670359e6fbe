import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { buttonContrast } from '@web/lib/contrast';

/** The WCAG AA check of the primary colour against the text the scheduler puts on it. */
export function ContrastCheck({ color }: { color: string }) {
  if (!/^#[0-9a-f]{6}$/i.test(color)) return null;
  const { text, ratio, passesAA } = buttonContrast(color);
  const shown = `${ratio.toFixed(2)}:1`;
  return (
    <div
      role={passesAA ? 'status' : 'alert'}
      className={
        passesAA
          ? 'flex items-start gap-2 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900'
          : 'flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900'
      }
    >
      {passesAA ? (
        <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      ) : (
        <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      )}
      <div className="flex-1">
        <p className="font-medium">
          {passesAA ? `Contrast ${shown} passes WCAG AA` : `Low contrast: ${shown} is below the WCAG AA minimum of 4.5:1`}
        </p>
        <p>
          {passesAA
            ? 'Button text on this colour is readable.'
            : 'Button text on this colour is hard to read for many people. Choose a darker or lighter colour.'}
        </p>
      </div>
      <span className="rounded px-2 py-1 text-xs font-semibold" style={{ background: color, color: text }} aria-hidden>
        Aa
      </span>
    </div>
  );
}
