import { StepConfigure } from './step-configure';
import { StepDistribution } from './step-distribution';
import { StepForm } from './step-form';
import { StepMatching } from './step-matching';
import { StepRedirects } from './step-redirects';
import { StepRedistribution } from './step-redistribution';

const STEP_COMPONENTS = [StepForm, StepMatching, StepDistribution, StepRedistribution, StepRedirects, StepConfigure];

/** One wizard step's sections, by index in STEPS. */
export function RouterSteps({ step }: { step: number }) {
  const Step = STEP_COMPONENTS[step];
  return <Step />;
}
