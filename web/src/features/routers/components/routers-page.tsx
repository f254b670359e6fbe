import * as React from 'react';
import { Link, useNavigate } from 'react-router';
import { Plus, Route } from 'lucide-react';
import { ROUTER_MESSAGES, type RouterSummaryDto } from '@contracts/routers';
import { Button } from '@web/components/ui/button';
import { ConfirmDeleteDialog } from '@web/components/ui/confirm-delete-dialog';
import { PageHeader } from '@web/components/ui/page';
import { RouterListSearch, useRouterListSearch } from '@web/components/routers/router-list-search';
import { RouterTabs } from '@web/components/routers/router-tabs';
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
      <RouterTabs active="inbound" />
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
