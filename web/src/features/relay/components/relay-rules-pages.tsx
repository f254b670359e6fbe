import { Link } from 'react-router';
import { GitMerge, History, Shuffle } from 'lucide-react';
import { Card } from '@web/components/ui/card';
import { EmptyState, PageHeader } from '@web/components/ui/page';
import { useDistributionOptions, useMatchingRuleOptions, useMemberOptions } from '../api/list-options';
import { useRelays } from '../api/list-relays';
import { HandoverNav, RouterKindTabs } from './relay-tabs';

function usedBy(ids: (r: { matchingRuleIds: string[]; distributionPodIds: string[]; fallbackPodId: string }) => string[]) {
  const relays = useRelays().data ?? [];
  return (id: string) => relays.filter((r) => ids(r).includes(id)).map((r) => r.name);
}

/** /handover-router/matching-rules: the matching rules relays use, with the relays using each. */
export function RelayMatchingRulesPage() {
  const rules = useMatchingRuleOptions();
  const users = usedBy((r) => r.matchingRuleIds);
  const used = (rules.data ?? []).filter((r) => users(r.id).length);
  return (
    <div>
      <PageHeader
        title="Handover matching rules"
        description="Matching rules find the prospect's CRM owner before any pod is asked. Edit them under Rules → Matching rules."
      />
      <RouterKindTabs />
      <HandoverNav />
      {used.length === 0 ? (
        <EmptyState icon={<GitMerge className="h-10 w-10" aria-hidden />} title="No relay uses a matching rule yet" />
      ) : (
        <ul className="grid gap-2">
          {used.map((r) => (
            <Card key={r.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
              <div>
                <Link to={`/matching-rules/${r.id}`} className="font-medium hover:underline">
                  {r.name}
                </Link>
                <p className="text-xs text-muted-foreground">Used by {users(r.id).join(', ')}</p>
              </div>
              <span className="text-xs text-muted-foreground">Version {r.version}</span>
            </Card>
          ))}
        </ul>
      )}
    </div>
  );
}

/** /handover-router/distribution-pods and /fallback-pods, each pod with its members and its round-robin history. */
function RelayPodsPage({ kind }: { kind: 'rule' | 'fallback_pod' }) {
  const pods = useDistributionOptions(kind);
  const members = new Map((useMemberOptions().data ?? []).map((m) => [m.id, m.name]));
  const users = usedBy((r) => (kind === 'rule' ? r.distributionPodIds : [r.fallbackPodId]));
  const base = kind === 'rule' ? '/handover-router/distribution-pods' : '/handover-router/fallback-pods';
  return (
    <div>
      <PageHeader
        title={kind === 'rule' ? 'Distribution pods' : 'Fallback pods'}
        description="The pods relays hand prospects to, in round-robin turn."
      />
      <RouterKindTabs />
      <HandoverNav />
      {(pods.data ?? []).length === 0 ? (
        <EmptyState
          icon={<Shuffle className="h-10 w-10" aria-hidden />}
          title="No pods yet"
          description="Create pods under Rules → Distribution rules."
        />
      ) : (
        <ul className="grid gap-2">
          {(pods.data ?? []).map((p) => (
            <Card key={p.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <Link to={`/distribution-rules/${p.id}`} className="font-medium hover:underline">
                  {p.name}
                </Link>
                <p className="text-xs text-muted-foreground">
                  {p.definition.members.length
                    ? p.definition.members.map((m) => members.get(m.userId) ?? 'Member').join(', ')
                    : 'Every team member'}{' '}
                  · {users(p.id).length ? `Used by ${users(p.id).join(', ')}` : 'No relay uses it'}
                </p>
              </div>
              <Link
                to={`${base}/${p.id}/round-robin-history`}
                className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
              >
                <History className="h-4 w-4" aria-hidden /> Round-robin history
              </Link>
            </Card>
          ))}
        </ul>
      )}
    </div>
  );
}

export const RelayDistributionPodsPage = () => <RelayPodsPage kind="rule" />;
export const RelayFallbackPodsPage = () => <RelayPodsPage kind="fallback_pod" />;
