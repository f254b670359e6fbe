import type * as React from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageHeader } from './page';
import { EditorSkeleton, ListError } from './query-states';

/**
 * A page that edits one thing loaded from the server: its header, then the editor's skeleton while it loads,
 * the error with a retry when it failed, or the editor with what was loaded. Without a title, no header (a
 * tab of a page that has one).
 */
export function LoadedPage<T>({
  title,
  description,
  what,
  loading = `Loading ${what}`,
  query,
  className,
  children,
}: {
  title?: string;
  description?: string;
  /** The thing loaded, as the error says it ("meeting window settings"). */
  what: string;
  /** The skeleton's accessible name; "Loading <what>" unless given. */
  loading?: string;
  query: UseQueryResult<T>;
  className?: string;
  children: (data: T) => React.ReactNode;
}) {
  return (
    <div className={className}>
      {title ? <PageHeader title={title} description={description} /> : null}
      {query.isPending ? (
        <EditorSkeleton label={loading} />
      ) : query.isError ? (
        <ListError what={what} error={query.error} retry={() => void query.refetch()} />
      ) : (
        children(query.data)
      )}
    </div>
  );
}
