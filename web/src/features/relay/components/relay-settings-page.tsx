import { Link } from 'react-router';
import { RELAY_FLAG_KEYS, RELAY_FLAG_LABELS } from '@contracts/relay';
import { Card, CardContent, CardHeader, CardTitle, TitledCard } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page';
import { useMemberOptions } from '../api/list-options';
import { useRelays } from '../api/list-relays';
import { HandoverNav, RouterKindTabs } from './relay-tabs';

/** /handover-router/settings: who may book through which relay, and what each relay lets its bookers do. */
export function RelaySettingsPage() {
  const relays = useRelays().data ?? [];
  const members = useMemberOptions().data ?? [];
  const names = new Map(members.map((m) => [m.id, m.name]));
  const bookers = members.filter((m) => m.isBooker);
  return (
    <div>
      <PageHeader
        title="Handover settings"
        description="Booker permission is set per member (Settings → Members); each relay chooses its bookers and what they may override."
      />
      <RouterKindTabs />
      <HandoverNav />
      <div className="grid gap-4 lg:grid-cols-2">
        <TitledCard title="Members with booker permission" titleClassName="text-base">
          {bookers.length ? (
            <ul className="grid gap-1 text-sm">
              {bookers.map((b) => (
                <li key={b.id}>
                  {b.name}{' '}
                  <span className="text-muted-foreground">
                    ·{' '}
                    {relays
                      .filter((r) => r.bookerUserIds.includes(b.id))
                      .map((r) => r.name)
                      .join(', ') || 'no relay yet'}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">Nobody has booker permission yet.</p>
          )}
          <Link to="/settings/members" className="mt-3 inline-block text-sm text-primary hover:underline">
            Manage members
          </Link>
        </TitledCard>
        {relays.map((r) => (
          <Card key={r.id}>
            <CardHeader>
              <CardTitle className="text-base">
                <Link to={`/handover-router/${r.id}`} className="hover:underline">
                  {r.name}
                </Link>
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-1 text-sm">
              <p>Bookers: {r.bookerUserIds.map((id) => names.get(id) ?? 'Former member').join(', ')}</p>
              <p>Organizer: {r.organizer === 'booker' ? 'Booker' : 'Assignee'}</p>
              <ul className="mt-2 grid gap-0.5 text-xs text-muted-foreground">
                {RELAY_FLAG_KEYS.filter((k) => r.flags[k]).map((k) => (
                  <li key={k}>✓ {RELAY_FLAG_LABELS[k]}</li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}
