import { USAGE_LEVEL_LABELS, type UsageLevel } from '@contracts/product-usage';
import { cn } from '@web/lib/utils';

const TONE: Record<UsageLevel, string> = {
  high: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  medium: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  low: 'bg-rose-100 text-rose-900 dark:bg-rose-900/40 dark:text-rose-100',
  not_applicable: 'bg-muted text-muted-foreground',
};

/** A product usage score with its level (spec: low, medium, high, not applicable); a dash before any usage. */
export function UsageScore({ score, level }: { score: number | null; level: UsageLevel | null }) {
  if (!level) return <span className="text-muted-foreground">—</span>;
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-medium tabular-nums', TONE[level])}>
      {score !== null && <span>{score}</span>}
      <span>{USAGE_LEVEL_LABELS[level]}</span>
    </span>
  );
}
