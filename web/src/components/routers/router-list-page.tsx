import * as React from 'react';
import { useNavigate } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { NewButton } from '@web/components/ui/new-button';
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
  /** The kind, lower case, one and many ("campaign router"): New, Search, the empty list and Delete say it. */
  noun: { one: string; many: string };
  newPath: string;
  /** The list for a search, as its feature's query hook answers it. */
  useItems: (search: string) => UseQueryResult<T[], Error>;
  useRemove: () => Removal;
  /** What the load error names, where it is not `noun.many`. */
  what?: string;
  noMatch: string;
  /** The empty list for editors (with Get started); others read that no one has made any yet. */
  empty: { icon: React.ReactNode; description: string };
  /** What stops working when this one is deleted. */
  impacted: (item: T) => string[];
  card: (item: T, on: CardHandlers) => React.ReactNode;
}) {
  const navigate = useNavigate();
  const search = useRouterListSearch();
  const items = p.useItems(search.query);
  const remove = p.useRemove();
  const [deleting, setDeleting] = React.useState<T | null>(null);
  const newButton = p.canEdit && <NewButton to={p.newPath}>New {p.noun.one}</NewButton>;
  return (
    <div>
      <PageHeader title={p.title} description={p.description} actions={newButton} />
      {p.tabs}
      <RouterListSearch
        label={`Search ${p.noun.many}`}
        value={search.text}
        onChange={search.setText}
        busy={items.isFetching && !items.isPending}
      />
      <CardList
        query={items}
        what={p.what ?? p.noun.many}
        searching={!!search.query}
        noMatch={p.noMatch}
        empty={{
          icon: p.empty.icon,
          title: `No ${p.noun.many} yet`,
          description: p.canEdit ? p.empty.description : `An Admin or Manager has not created any ${p.noun.many} yet.`,
          newPath: p.canEdit ? p.newPath : null,
        }}
      >
        {(item) => p.card(item, { canEdit: p.canEdit, onOpen: navigate, onDelete: () => setDeleting(item) })}
      </CardList>
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        kind={p.noun.one}
        name={deleting?.name ?? ''}
        impacted={deleting ? p.impacted(deleting) : []}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </div>
  );
}
