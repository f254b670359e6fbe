import { Workflow } from 'lucide-react';
import { RELAY_MESSAGES, type RelaySummaryDto } from '@contracts/relay';
import { RouterListPage } from '@web/components/routers/router-list-page';
import { useIsAdminOrManager } from '@web/lib/session';
import { useRelays } from '../api/list-relays';
import { useDeleteRelay } from '../api/save-relay';
import { RelayCard } from './relay-card';
import { HandoverNav, RouterKindTabs } from './relay-tabs';

export const useCanEditRelays = useIsAdminOrManager;

/** /handover-router/routers: relays as cards, searchable by name (the Handover tab of the routers list). */
export function RelaysPage() {
  return (
    <RouterListPage<RelaySummaryDto>
      title="Handover routers"
      description="Relays let bookers hand a qualified prospect to the right representative's calendar in seconds, in the app or through relay links."
      tabs={
        <>
          <RouterKindTabs />
          <HandoverNav />
        </>
      }
      canEdit={useCanEditRelays()}
      noun={{ one: 'relay', many: 'relays' }}
      newPath="/handover-router/new"
      useItems={useRelays}
      useRemove={useDeleteRelay}
      noMatch={RELAY_MESSAGES.noRelayFound}
      empty={{
        icon: <Workflow className="h-10 w-10" aria-hidden />,
        description: 'Choose bookers, a prospect form, matching rules and pods, and bookers can hand prospects over from Book a meeting.',
      }}
      impacted={() => ['Its relay, pod and dedicated links stop working']}
      card={(r, on) => <RelayCard relay={r} {...on} />}
    />
  );
}
