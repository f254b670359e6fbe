import * as React from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { MeetingLinkDto } from '@contracts/meeting-links';
import { Skeleton } from '@web/components/ui/skeleton';
import { ListError } from '@web/components/ui/query-states';
import { LinkCard } from './link-card';

/** Link cards in a responsive grid, with loading, error and empty states. */
export function LinkGrid({
  query,
  links,
  empty,
  editPath,
  showOwner,
  canChange,
}: {
  query: UseQueryResult<MeetingLinkDto[]>;
  links: MeetingLinkDto[];
  empty: React.ReactNode;
  editPath: (l: MeetingLinkDto) => string;
  showOwner?: boolean;
  canChange: (l: MeetingLinkDto) => boolean;
}) {
  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading meeting links" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="grid gap-3 rounded-lg border p-4">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-5 w-20" />
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
          </div>
        ))}
      </div>
    );
  }
  if (query.isError) {
    return <ListError what="meeting links" error={query.error} retry={() => query.refetch()} />;
  }
  if (links.length === 0) return <>{empty}</>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Meeting links">
      {links.map((l) => (
        <li key={l.id} className="grid">
          <LinkCard link={l} editPath={editPath} showOwner={showOwner} canChange={canChange(l)} />
        </li>
      ))}
    </ul>
  );
}
