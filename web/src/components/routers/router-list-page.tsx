import * as React from 'react';
import { Link, useNavigate } from 'react-router';
import { Plus } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { CardList } from '@web/components/ui/card-list';
import { ConfirmDeleteDialog } from '@web/components/ui/confirm-delete-dialog';
import { PageHeader } from '@web/components/ui/page';
import { RouterListSearch, useRouterListSearch } from './router-list-search';

type Removal = { isPending: boolean; mutate: (id: string, opts?: { onSuccess?: () => void }) => void };
export type CardHandlers = { canEdit: boolean; onOpen: (to: string) => void; onDelete: () => void };

/**
 * One router list (inbound, campaign, handover): the header with New for editors, the router tabs,
 * the search kept in ?search=, the cards with their loading, error, no-match and empty states, and
 * the delete confirmation saying what stops working. Each list passes its own words and card.
 */
export function RouterListPage<T extends { id: string; name: string }>(p: {
  title: string;
  description: string;
  /** The router kind tabs, and any navigation of the kind under them. */
  tabs: React.ReactNode;
  canEdit: boolean;
  newLabel: string;
  newPath: string;
  searchLabel: string;
  /** The list for a search, as its feature's query hook answers it. */
  useItems: (search: string) => UseQueryResult<T[], Error>;
  useRemove: () => Removal;
  /** Plural, lower case: "campaign routers". */
  what: string;
  noMatch: string;
  /** The empty list: for editors (with Get started), and what others read. */
  empty: { icon: React.ReactNode; title: string; description: string; readOnlyDescription: string };
  deleteKind: string;
  /** What stops working when this one is deleted. */
  impacted: (item: T) => string[];
  card: (item: T, on: CardHandlers) => React.ReactNode;
}) {
  const navigate = useNavigate();
  const search = useRouterListSearch();
  const items = p.useItems(search.query);
  const remove = p.useRemove();
  const [deleting, setDeleting] = React.useState<T | null>(null);
  const newButton = p.canEdit && (
    <Button asChild>
      <Link to={p.newPath}>
        <Plus /> {p.newLabel}
      </Link>
    </Button>
  );
  return (
    <div>
      <PageHeader title={p.title} description={p.description} actions={newButton} />
      {p.tabs}
      <RouterListSearch label={p.searchLabel} value={search.text} onChange={search.setText} busy={items.isFetching && !items.isPending} />
      <CardList
        query={items}
        what={p.what}
        searching={!!search.query}
        noMatch={p.noMatch}
        empty={{
          icon: p.empty.icon,
          title: p.empty.title,
          description: p.canEdit ? p.empty.description : p.empty.readOnlyDescription,
          newPath: p.canEdit ? p.newPath : null,
        }}
      >
        {(item) => p.card(item, { canEdit: p.canEdit, onOpen: navigate, onDelete: () => setDeleting(item) })}
      </CardList>
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        kind={p.deleteKind}
        name={deleting?.name ?? ''}
        impacted={deleting ? p.impacted(deleting) : []}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </div>
  );
}
