import { ExternalLink } from 'lucide-react';
import { INTEGRATION_STATUS_LABELS, type IntegrationStatus } from '@contracts/integrations';
import { Badge } from '@web/components/ui/badge';

export type ToolChoice = { provider: string; slug: string; name: string; mark: string; color: string };

/** Tools with their state and a link to connect each one (a new tab, so onboarding keeps its place). */
export function ConnectionList({ tools, statusOf }: { tools: ToolChoice[]; statusOf: (provider: string) => IntegrationStatus | null }) {
  return (
    <ul className="grid gap-2">
      {tools.map((t) => {
        const status = statusOf(t.provider);
        return (
          <li key={t.provider} className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
            <span className="flex items-center gap-3">
              <span
                aria-hidden
                className="flex h-8 w-8 items-center justify-center rounded-md text-xs font-semibold text-white"
                style={{ background: t.color }}
              >
                {t.mark}
              </span>
              <span className="font-medium">{t.name}</span>
              {status ? (
                <Badge variant={status === 'connected' ? 'success' : 'destructive'}>{INTEGRATION_STATUS_LABELS[status]}</Badge>
              ) : (
                <Badge variant="outline">Not connected</Badge>
              )}
            </span>
            <a
              href={`/profile/integrations/${t.slug}`}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
              aria-label={`${status === 'connected' ? 'Manage' : 'Connect'} ${t.name} (opens in a new tab)`}
            >
              {status === 'connected' ? 'Manage' : 'Connect'} <ExternalLink className="h-3.5 w-3.5" aria-hidden />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
