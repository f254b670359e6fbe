import * as React from 'react';
import { Link2, UserPlus } from 'lucide-react';
import type { RelayLinkDto } from '@contracts/relay-sessions';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState, PageHeader } from '@web/components/ui/page';
import { ListError } from '@web/components/ui/query-states';
import { useSession } from '@web/lib/session';
import { useRelays } from '../api/list-relays';
import { useRelayLinks } from '../api/relay-links';
import { DedicatedDialog } from './relay-dedicated-dialog';
import { LinkRow } from './relay-link-row';

/** /relay-meeting-links (My Relay Links) and /relay-meeting-links/manage (Manage Relay Links, Admins and Managers). */
export function RelayLinksPage({ manage = false }: { manage?: boolean }) {
  const role = useSession().data?.user.role;
  const isAdmin = role === 'super_admin' || role === 'manager';
  const links = useRelayLinks();
  const relays = useRelays();
  const [dedicated, setDedicated] = React.useState(false);
  const canMakeDedicated = (relays.data ?? []).filter((r) => r.canBook || isAdmin);
  const groups = new Map<string, RelayLinkDto[]>();
  for (const l of links.data ?? []) groups.set(l.relayId, [...(groups.get(l.relayId) ?? []), l]);
  return (
    <div>
      <PageHeader
        title={manage && isAdmin ? 'Manage Relay Links' : 'My Relay Links'}
        description="Prospects who open a relay link see the rep's slots, a pod link the pod's in turn, a dedicated link whoever the relay matches for that prospect."
        actions={
          canMakeDedicated.length > 0 && (
            <Button onClick={() => setDedicated(true)}>
              <UserPlus /> Dedicated link
            </Button>
          )
        }
      />
      {links.isPending ? (
        <p className="text-sm text-muted-foreground">Loading links…</p>
      ) : links.isError ? (
        <ListError what="relay links" error={links.error} retry={() => void links.refetch()} />
      ) : groups.size === 0 ? (
        <EmptyState
          icon={<Link2 className="h-10 w-10" aria-hidden />}
          title="No relay links yet"
          description="Relay links appear here once you are in the team of a relay."
        />
      ) : (
        <div className="grid gap-4">
          {[...groups.entries()].map(([relayId, items]) => (
            <Card key={relayId} className="min-w-0">
              <CardHeader>
                <CardTitle className="text-base">{items[0].relayName}</CardTitle>
              </CardHeader>
              <CardContent>
                <ul>
                  {items.map((l) => (
                    <LinkRow key={l.id} link={l} canDelete />
                  ))}
                </ul>
              </CardContent>
            </Card>
          ))}
        </div>
      )}
      {dedicated && <DedicatedDialog open={dedicated} onOpenChange={setDedicated} relays={canMakeDedicated} />}
    </div>
  );
}
