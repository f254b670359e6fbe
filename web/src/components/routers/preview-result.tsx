import type { RouterPreviewDto } from '@contracts/router-preview';
import { Badge } from '@web/components/ui/badge';
import { RulesAccordion } from '@web/components/decision/rules-accordion';
import { Section } from '@web/components/decision/detail-section';

const OUTCOME: Record<RouterPreviewDto['outcome'], { label: string; variant: 'success' | 'destructive' | 'secondary' }> = {
  routed: { label: 'Routed', variant: 'success' },
  not_routed: { label: 'Not routed', variant: 'secondary' },
  disqualified: { label: 'Disqualified', variant: 'destructive' },
};

// The outcome's sentence and the redirect line above already say these.
const SAID_ABOVE = new Set(['form_submitted', 'disqualified', 'redirected']);

/** Who the prospect would go to and why, drawn as the routing log draws a decision. */
export function PreviewResult({ result }: { result: RouterPreviewDto }) {
  const o = OUTCOME[result.outcome];
  const who =
    result.assignee?.kind === 'user'
      ? `${result.assignee.name} would be shown${result.meetingType ? ` for ${result.meetingType.name}` : ''}`
      : result.assignee?.kind === 'team'
        ? `The ${result.assignee.name} team's slots would be shown`
        : null;
  return (
    <div className="grid gap-4" aria-live="polite" data-testid="preview-result">
      <Section title="Outcome" action={<Badge variant={o.variant}>{o.label}</Badge>}>
        <p className="text-sm">{who ?? result.reason ?? 'Nobody would be shown.'}</p>
        {result.redirectUrl && <p className="mt-1 break-all text-xs text-muted-foreground">Then sent to {result.redirectUrl}</p>}
        <ol className="mt-3 grid gap-1 text-sm" aria-label="What would happen">
          {result.decision.events
            .filter((e) => !SAID_ABOVE.has(e.type))
            .map((e, i) => (
              <li key={i} className="text-muted-foreground">
                {e.detail}
              </li>
            ))}
        </ol>
      </Section>
      <RulesAccordion decision={result.decision} currentRules={[]} crmMatches={[]} onCompare={() => {}} people={result.people} />
    </div>
  );
}
