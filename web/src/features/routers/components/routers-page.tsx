import * as React from 'react';
import { Link, useNavigate } from 'react-router';
import * as Tooltip from '@radix-ui/react-tooltip';
import { Plus, Route } from 'lucide-react';
import { ROUTER_KIND_LABELS, ROUTER_MESSAGES, type RouterSummaryDto } from '@contracts/routers';
import { Button } from '@web/components/ui/button';
import { ConfirmDeleteDialog } from '@web/components/ui/confirm-delete-dialog';
import { PageHeader } from '@web/components/ui/page';
import { RouterListSearch, useRouterListSearch } from '@web/components/routers/router-list-search';
import { useDeleteRouter } from '../api/delete-router';
import { useRouters } from '../api/list-routers';
import { RouterCard } from './router-card';
import { useCanEditRouters } from './router-pages';
import { CardList } from '@web/components/ui/card-list';

/** /inbound-router/routers: the inbound routers as cards, searchable by name. */
export function RoutersPage() {
  const canEdit = useCanEditRouters();
  const navigate = useNavigate();
  const search = useRouterListSearch();
  const routers = useRouters(search.query);
  const remove = useDeleteRouter();
  const [deleting, setDeleting] = React.useState<RouterSummaryDto | null>(null);

  const newButton = canEdit && (
    <Button asChild>
      <Link to="/routers/new">
        <Plus /> New router
      </Link>
    </Button>
  );

  return (
    <div>
      <PageHeader title="Routers" description="Inbound routers qualify the prospects who fill in your forms, route them to the right representative and let them book." actions={newButton} />
      <RouterKindTabs />
      <RouterListSearch label="Search routers" value={search.text} onChange={search.setText} busy={routers.isFetching && !routers.isPending} />
      <CardList
        query={routers}
        what="inbound routers"
        searching={!!search.query}
        noMatch={ROUTER_MESSAGES.noRoutersMatched}
        empty={{
          icon: <Route className="h-10 w-10" aria-hidden />,
          title: 'No routers yet',
          description: canEdit ? 'Map a form, add matching and distribution rules, and install the booking widget on your website.' : 'An Admin or Manager has not created any routers yet.',
          newPath: canEdit ? '/routers/new' : null,
        }}
      >
        {(r) => <RouterCard router={r} canEdit={canEdit} onOpen={navigate} onDelete={() => setDeleting(r)} />}
      </CardList>
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        kind="router"
        name={deleting?.name ?? ''}
        impacted={deleting && deleting.installation === 'verified' ? [`The widget installed${deleting.verifiedOrigin ? ` on ${deleting.verifiedOrigin}` : ''} stops routing prospects`] : []}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </div>
  );
}

/** Inbound, Campaign, Handover and Object routers; object routers do not exist in this product yet. */
function RouterKindTabs() {
  return (
    <Tooltip.Provider delayDuration={150}>
      <div role="tablist" aria-label="Router kinds" className="flex gap-1 border-b">
        <span role="tab" aria-selected="true" className="-mb-px border-b-2 border-primary px-3 py-2 text-sm font-medium">
          {ROUTER_KIND_LABELS.inbound}
        </span>
        <Link to="/campaign-router/routers" role="tab" aria-selected="false" className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground">
          Campaign Router
        </Link>
        <Link to="/handover-router/routers" role="tab" aria-selected="false" className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground">
          {ROUTER_KIND_LABELS.handover}
        </Link>
        {(['object'] as const).map((kind) => (
          <Tooltip.Root key={kind}>
            <Tooltip.Trigger asChild>
              <span role="tab" aria-selected="false" aria-disabled="true" tabIndex={0} className="-mb-px cursor-not-allowed border-b-2 border-transparent px-3 py-2 text-sm font-medium text-muted-foreground/60">
                {ROUTER_KIND_LABELS[kind]}
                <span className="sr-only"> (not available yet)</span>
              </span>
            </Tooltip.Trigger>
            <Tooltip.Portal>
              <Tooltip.Content sideOffset={4} className="z-50 rounded-md bg-foreground px-2 py-1 text-xs text-background shadow">
                Not available yet
              </Tooltip.Content>
            </Tooltip.Portal>
          </Tooltip.Root>
        ))}
      </div>
    </Tooltip.Provider>
  );
}
