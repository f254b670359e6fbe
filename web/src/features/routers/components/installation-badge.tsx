import { CheckCircle2, Clock } from 'lucide-react';
import { INSTALLATION_LABELS, type InstallationState } from '@contracts/routers';
import { Badge } from '@web/components/ui/badge';

/** Awaiting installation until the widget first calls in from a trusted origin, then Verified. */
export function InstallationBadge({ state }: { state: InstallationState }) {
  return state === 'verified' ? (
    <Badge variant="success" className="gap-1">
      <CheckCircle2 className="h-3.5 w-3.5" aria-hidden /> {INSTALLATION_LABELS.verified}
    </Badge>
  ) : (
    <Badge variant="warning" className="gap-1">
      <Clock className="h-3.5 w-3.5" aria-hidden /> {INSTALLATION_LABELS.awaiting_installation}
    </Badge>
  );
}
