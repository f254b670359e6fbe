import * as React from 'react';
import { Link, useNavigate } from 'react-router';
import { Plus, Workflow } from 'lucide-react';
import { RELAY_MESSAGES, type RelaySummaryDto } from '@contracts/relay';
import { Button } from '@web/components/ui/button';
import { ConfirmDeleteDialog } from '@web/components/ui/confirm-delete-dialog';
import { PageHeader } from '@web/components/ui/page';
import { RouterListSearch, useRouterListSearch } from '@web/components/routers/router-list-search';
import { useSession } from '@web/lib/session';
import { useRelays } from '../api/list-relays';
import { useDeleteRelay } from '../api/save-relay';
import { RelayCard } from './relay-card';
import { HandoverNav, RouterKindTabs } from './relay-tabs';
import { CardList } from '@web/components/ui/card-list';

export const useCanEditRelays = () => {
  const role = useSession().data?.user.role;
  return role === 'super_admin' || role === 'manager';
};

/** /handover-router/routers: relays as cards, searchable by name (the Handover tab of the routers list). */
export function RelaysPage() {
  const canEdit = useCanEditRelays();
  const navigate = useNavigate();
  const search = useRouterListSearch();
  const relays = useRelays(search.query);
  const remove = useDeleteRelay();
  const [deleting, setDeleting] = React.useState<RelaySummaryDto | null>(null);
  const newButton = canEdit && (
    <Button asChild>
      <Link to="/handover-router/new">
        <Plus /> New relay
      </Link>
    </Button>
  );
  return (
    <div>
      <PageHeader title="Routers" description="Relays let bookers hand a qualified prospect to the right representative's calendar in seconds, in the app or through relay links." actions={newButton} />
      <RouterKindTabs />
      <HandoverNav />
      <RouterListSearch label="Search relays" value={search.text} onChange={search.setText} busy={relays.isFetching && !relays.isPending} />
      <CardList
        query={relays}
        what="relays"
        searching={!!search.query}
        noMatch={RELAY_MESSAGES.noRelayFound}
        empty={{
          icon: <Workflow className="h-10 w-10" aria-hidden />,
          title: 'No relays yet',
          description: canEdit ? 'Choose bookers, a prospect form, matching rules and pods, and bookers can hand prospects over from Book a meeting.' : 'An Admin or Manager has not created any relays yet.',
          newPath: canEdit ? '/handover-router/new' : null,
        }}
      >
        {(r) => <RelayCard relay={r} canEdit={canEdit} onOpen={navigate} onDelete={() => setDeleting(r)} />}
      </CardList>
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        kind="relay"
        name={deleting?.name ?? ''}
        impacted={deleting ? ['Its relay, pod and dedicated links stop working'] : []}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </div>
  );
}
