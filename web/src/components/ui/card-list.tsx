import * as React from 'react';
import { Link } from 'react-router';
import { Search } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from './button';
import { EmptyState } from './page';
import { ListError } from './query-states';
import { SkeletonList } from './skeleton';

type Empty = { icon: React.ReactNode; title: string; description: string; newPath: string | null };

/**
 * A searchable list page's cards (routers, campaign routers, relays): a skeleton while loading, the
 * error with Try again, the "nothing matched" state for a search, the empty state with Get started for
 * those who may create one, and otherwise the cards two to a row.
 */
export function CardList<T extends { id: string }>({
  query,
  what,
  searching,
  noMatch,
  empty,
  children,
}: {
  query: UseQueryResult<T[], Error>;
  /** Plural, lower case: "campaign routers"; the list's accessible name is it capitalised. */
  what: string;
  searching: boolean;
  noMatch: string;
  empty: Empty;
  children: (item: T) => React.ReactNode;
}) {
  if (query.isPending) {
    return <SkeletonList label={`Loading ${what}`} count={2} item="h-44 w-full" className="grid gap-3 lg:grid-cols-2" />;
  }
  if (query.isError) return <ListError what={what} error={query.error} retry={() => void query.refetch()} />;
  if (query.data.length === 0) {
    if (searching)
      return (
        <EmptyState
          icon={<Search className="h-10 w-10" aria-hidden />}
          title={noMatch}
          description="Try another name, or clear the search."
        />
      );
    return (
      <EmptyState
        icon={empty.icon}
        title={empty.title}
        description={empty.description}
        action={
          empty.newPath && (
            <Button asChild>
              <Link to={empty.newPath}>Get started</Link>
            </Button>
          )
        }
      />
    );
  }
  return (
    <ul className="grid gap-3 lg:grid-cols-2" aria-label={what[0].toUpperCase() + what.slice(1)}>
      {query.data.map((item) => (
        <li key={item.id} className="grid">
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
