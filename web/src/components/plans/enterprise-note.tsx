import { enterpriseMessage, type EnterpriseFeature } from '@contracts/plans';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/utils';

/** The one wording of an Enterprise-only control the plan lacks, beside the disabled control (spec section 6). */
export function EnterpriseNote({ feature, className }: { feature: EnterpriseFeature; className?: string }) {
  return (
    <p role="note" className={cn('flex items-start gap-2 rounded-md border bg-muted/40 p-3 text-sm text-muted-foreground', className)}>
      <Badge variant="outline" className="shrink-0">
        Enterprise
      </Badge>
      <span>{enterpriseMessage(feature)}</span>
    </p>
  );
}
