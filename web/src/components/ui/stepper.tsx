import { Check } from 'lucide-react';
import { cn } from '@web/lib/utils';

export type StepperStep = { id: string; title: string; description?: string; invalid?: boolean };

/**
 * The step indicator of a wizard: numbered steps with the current one marked for screen readers.
 * Steps are buttons when onSelect is given, so the user can jump back and forth.
 */
export function Stepper({
  steps,
  current,
  onSelect,
  label = 'Steps',
  className,
}: {
  steps: StepperStep[];
  current: number;
  onSelect?: (index: number) => void;
  label?: string;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ol className="grid grid-cols-4">
        {steps.map((step, index) => {
          const state = index === current ? 'current' : index < current ? 'done' : 'todo';
          const body = (
            <>
              <span
                aria-hidden
                className={cn(
                  'flex h-7 w-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                  state === 'current' && 'border-primary bg-primary text-primary-foreground',
                  state === 'done' && 'border-primary bg-accent text-accent-foreground',
                  state === 'todo' && 'bg-background text-muted-foreground',
                  step.invalid && 'border-destructive bg-red-50 text-destructive',
                )}
              >
                {state === 'done' && !step.invalid ? <Check className="h-3.5 w-3.5" /> : index + 1}
              </span>
              <span className="min-w-0 text-left">
                <span
                  className={cn(
                    'sr-only truncate text-sm font-medium sm:not-sr-only sm:block',
                    state === 'todo' && 'text-muted-foreground',
                    step.invalid && 'text-destructive',
                  )}
                >
                  {step.title}
                </span>
                {step.description && <span className="hidden truncate text-xs text-muted-foreground lg:block">{step.description}</span>}
              </span>
              {step.invalid && <span className="sr-only"> (has errors)</span>}
            </>
          );
          const classes = cn(
            'flex w-full items-center justify-center gap-3 border-b-2 px-2 py-2 sm:justify-start',
            state === 'current' ? 'border-primary' : 'border-transparent',
          );
          return (
            <li key={step.id} aria-current={state === 'current' ? 'step' : undefined} className="min-w-0">
              {onSelect ? (
                <button
                  type="button"
                  onClick={() => onSelect(index)}
                  className={cn(classes, 'hover:bg-muted/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring')}
                >
                  {body}
                </button>
              ) : (
                <div className={classes}>{body}</div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
