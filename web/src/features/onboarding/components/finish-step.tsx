import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { CheckCircle2, CircleDashed } from 'lucide-react';
import type { Role } from '@contracts/common';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { StepCard } from './onboarding-layout';

export type StepOutcome = { label: string; done: boolean; detail: string };

/** The last step: a recap of what was set up or skipped, and Done. */
export function FinishStep({ role, outcomes }: { role: Role; outcomes: StepOutcome[] }) {
  const complete = useCompleteOnboarding();
  const navigate = useNavigate();
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    complete.mutate(role, {
      onSuccess: () => navigate('/', { replace: true }),
      onError: (err) => toast.error(err.message),
    });
  };
  return (
    <StepCard
      title="You're all set"
      description="You can change any of this later in Settings."
      onSubmit={onSubmit}
      submitLabel="Done"
      pending={complete.isPending}
    >
      <ul className="grid gap-2">
        {outcomes.map((o) => (
          <li key={o.label} className="flex items-start gap-3 rounded-md border p-3">
            {o.done ? (
              <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-success" aria-hidden />
            ) : (
              <CircleDashed className="mt-0.5 h-5 w-5 shrink-0 text-muted-foreground" aria-hidden />
            )}
            <div>
              <p className="text-sm font-medium">{o.label}</p>
              <p className="text-xs text-muted-foreground">{o.detail}</p>
            </div>
          </li>
        ))}
      </ul>
    </StepCard>
  );
}
