import { Check, Lock } from 'lucide-react';
import { PLAN_PAGE_TEXT } from '@contracts/plans';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page';
import { ListError } from '@web/components/ui/query-states';
import { Skeleton } from '@web/components/ui/skeleton';
import { usePlan } from '../api/get-plan';

/** Settings -> Plan (Admins): the organization's plan and what the Enterprise plan unlocks. Read only: an operator changes plans. */
export function PlanPage() {
  const plan = usePlan();
  return (
    <div>
      <PageHeader title={PLAN_PAGE_TEXT.title} description={PLAN_PAGE_TEXT.description} />
      {plan.isPending ? (
        <Card aria-label="Loading plan">
          <CardContent className="grid gap-3 p-5">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="h-5 w-full max-w-md" />
            ))}
          </CardContent>
        </Card>
      ) : plan.isError ? (
        <ListError what="plan" error={plan.error} retry={() => void plan.refetch()} />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              Current plan <Badge data-testid="current-plan">{plan.data.label}</Badge>
            </CardTitle>
            <CardDescription>{PLAN_PAGE_TEXT.contact}</CardDescription>
          </CardHeader>
          <CardContent>
            <h4 className="mb-2 text-sm font-medium">Enterprise features</h4>
            <ul className="divide-y rounded-md border">
              {plan.data.features.map((f) => (
                <li key={f.feature} className="flex items-start gap-3 p-3 text-sm">
                  {f.included ? (
                    <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                  ) : (
                    <Lock aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                  )}
                  <div className="grid gap-0.5">
                    <span className="font-medium">{f.label}</span>
                    <span className="text-muted-foreground">{f.included ? 'Included in your plan' : f.message}</span>
                  </div>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
