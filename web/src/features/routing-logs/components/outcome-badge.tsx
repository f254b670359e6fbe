import { OUTCOME_LABELS, type SessionOutcome } from '@contracts/routing-sessions';
import { Badge } from '@web/components/ui/badge';
import { OUTCOME_VARIANT } from './routing-log-labels';

export function OutcomeBadge({ outcome }: { outcome: SessionOutcome }) {
  return <Badge variant={OUTCOME_VARIANT[outcome]}>{OUTCOME_LABELS[outcome]}</Badge>;
}
