import type * as React from 'react';
import { Link } from 'react-router';
import { Button } from './button';
import { Card, CardContent } from './card';
import { Stepper, type StepperStep } from './stepper';

type Props = {
  /** From useWizardFocus: where focus and scrolling go after a step change. */
  container: React.Ref<HTMLDivElement>;
  heading: React.Ref<HTMLHeadingElement>;
  /** The stepper's accessible name ("Router steps"). */
  label: string;
  stepperClassName?: string;
  steps: StepperStep[];
  step: number;
  onSelect: (index: number) => void;
  /** The footer's way out: Cancel, or Back when there is nothing to save. */
  back: { to: string; label: string };
  /** The step's fields. */
  children: React.ReactNode;
  /** The footer's buttons after the step count (Previous, Next, the save). */
  actions: React.ReactNode;
};

/** A multi-step editor's card: the stepper, the current step under its heading, and a sticky footer. */
export function WizardCard({ container, heading, label, stepperClassName, steps, step, onSelect, back, children, actions }: Props) {
  return (
    <div ref={container} className="scroll-mt-4">
      <Card>
        <div className="border-b px-4 py-3">
          <Stepper label={label} className={stepperClassName} steps={steps} current={step} onSelect={onSelect} />
        </div>
        <CardContent className="p-4 sm:p-6">
          <h2 ref={heading} tabIndex={-1} className="mb-4 text-lg font-semibold outline-none">
            <span className="sr-only">
              Step {step + 1} of {steps.length}:{' '}
            </span>
            {steps[step].title}
          </h2>
          {children}
        </CardContent>
        <div className="sticky bottom-0 flex flex-wrap items-center gap-2 rounded-b-lg border-t bg-background/95 px-4 py-3 backdrop-blur sm:px-6">
          <Button asChild variant="ghost">
            <Link to={back.to}>{back.label}</Link>
          </Button>
          <span className="hidden text-xs text-muted-foreground sm:ml-auto sm:inline" aria-hidden>
            Step {step + 1} of {steps.length}
          </span>
          {actions}
        </div>
      </Card>
    </div>
  );
}
