import * as React from 'react';
import { Link } from 'react-router';
import { LifeBuoy, Plus } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DistributionRuleDto } from '@contracts/distribution';
import { Button } from '@web/components/ui/button';
import { ListError } from '@web/components/ui/query-states';
import { RulesSkeleton } from '@web/components/rules/rule-list';

type Props = {
  query: UseQueryResult<DistributionRuleDto[]>;
  canEdit: boolean;
  renderCard: (pod: DistributionRuleDto) => React.ReactNode;
};

/** Exactly one fallback pod: shown when it exists, offered for creation when it does not. */
export function FallbackPodSection({ query, canEdit, renderCard }: Props) {
  return (
    <section aria-labelledby="fallback-heading" className="mt-10 grid gap-3">
      <div>
        <h2 id="fallback-heading" className="text-sm font-semibold">
          Fallback pod
        </h2>
        <p className="text-sm text-muted-foreground">A pod with no conditions: it takes every prospect no rule above matched.</p>
      </div>
      {query.isPending ? (
        <RulesSkeleton label="Loading fallback pod" count={1} />
      ) : query.isError ? (
        <ListError what="fallback pod" error={query.error} retry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-amber-300 bg-amber-50/60 p-4 sm:flex-row sm:items-center">
          <LifeBuoy className="h-6 w-6 shrink-0 text-amber-700" aria-hidden />
          <div className="flex-1">
            <p className="text-sm font-medium">Minimum of one fallback pod</p>
            <p className="text-sm text-muted-foreground">Without it, prospects who match no rule are not assigned to anyone.</p>
          </div>
          {canEdit && (
            <Button asChild variant="outline">
              <Link to="/distribution-rules/new?kind=fallback_pod">
                <Plus /> Create fallback pod
              </Link>
            </Button>
          )}
        </div>
      ) : (
        <div className="grid gap-2">
          {query.data.map((pod) => (
            <React.Fragment key={pod.id}>{renderCard(pod)}</React.Fragment>
          ))}
        </div>
      )}
    </section>
  );
}
