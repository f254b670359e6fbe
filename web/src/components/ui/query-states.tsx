import * as React from 'react';
import { Link } from 'react-router';
import { Info } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiRequestError } from '@web/lib/api-error';
import { Button } from './button';
import { Card, CardContent } from './card';
import { Skeleton, SkeletonLines } from './skeleton';

/** Where the not-found / error state sends the user back to, e.g. { to: '/meeting-types', label: 'Back to meeting types' }. */
export type BackTarget = { to: string; label: string };

/** Loading skeleton, not-found and error states around one loaded record of an editor page. */
export function EditorPageShell<T>({
  query,
  what,
  back,
  tabs,
  children,
}: {
  query: UseQueryResult<T>;
  /** The record in words, e.g. 'matching rule'. */
  what: string;
  back: BackTarget;
  /** How many tab placeholders the skeleton shows above the sections; none by default. */
  tabs?: number;
  children: (data: T) => React.ReactNode;
}) {
  if (query.isPending) return <EditorSkeleton label={`Loading ${what}`} tabs={tabs} />;
  if (query.isError) return <LoadError error={query.error} what={what} back={back} retry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

/** A record that could not be loaded: not found (404) or any other error, with a retry. */
export function LoadError({ error, what, back, retry }: { error: Error; what: string; back: BackTarget; retry: () => void }) {
  const missing = error instanceof ApiRequestError && error.status === 404;
  return (
    <LoadFailure
      missing={missing}
      title={missing ? `This ${what} does not exist or was deleted.` : `We couldn't load this ${what}.`}
      message={error.message}
      back={back}
      retry={retry}
    />
  );
}

/** The alert of a record that cannot be shown: missing (only the way back), or failed (its message and a retry). */
export function LoadFailure(p: { missing: boolean; title: string; message?: string; back: BackTarget; retry?: () => void }) {
  return (
    <div role="alert" className="rounded-lg border p-8 text-center">
      <p className="font-medium">{p.title}</p>
      {!p.missing && <p className="mt-1 text-sm text-muted-foreground">{p.message}</p>}
      <div className="mt-4 flex justify-center gap-2">
        {!p.missing && p.retry && (
          <Button variant="outline" onClick={p.retry}>
            Try again
          </Button>
        )}
        <Button asChild variant={p.missing ? 'default' : 'ghost'}>
          <Link to={p.back.to}>{p.back.label}</Link>
        </Button>
      </div>
    </div>
  );
}

/** A record the page cannot show, with only the way back (a team, member or account that failed to load). */
export function BackAlert({ title, back }: { title: string; back: BackTarget }) {
  return (
    <div role="alert" className="rounded-lg border p-8 text-center">
      <p className="font-medium">{title}</p>
      <Button asChild variant="outline" className="mt-4">
        <Link to={back.to}>{back.label}</Link>
      </Button>
    </div>
  );
}

/**
 * A list that could not be loaded, with a retry. `what` is plural, e.g. 'matching rules'; `title` words it otherwise.
 * Without `error` the title says it all (pages that keep the server's message to themselves).
 */
export function ListError({
  what,
  title = `We couldn't load the ${what}.`,
  error,
  retry,
}: {
  what?: string;
  title?: string;
  error?: Error;
  retry: () => void;
}) {
  return (
    <div role="alert" className="rounded-lg border p-8 text-center">
      <p className="font-medium">{title}</p>
      {error && <p className="mt-1 text-sm text-muted-foreground">{error.message}</p>}
      <Button className="mt-4" variant="outline" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}

/** The placeholder of an editor page: title, description and a card of settings sections. */
export function EditorSkeleton({ label, tabs = 0 }: { label: string; tabs?: number }) {
  return (
    <div aria-busy="true" aria-label={label}>
      <Skeleton className="mb-2 h-8 w-72" />
      <Skeleton className="mb-6 h-4 w-96 max-w-full" />
      <Card>
        {tabs > 0 && (
          <div className="flex gap-4 border-b px-4 py-4">
            {Array.from({ length: tabs }, (_, i) => (
              <Skeleton key={i} className="h-7 flex-1" />
            ))}
          </div>
        )}
        <SectionsSkeleton sections={3} />
      </Card>
    </div>
  );
}

/** A settings card's sections while they load: a title, then a label and a field each. */
export function SectionsSkeleton({ sections }: { sections: number }) {
  return (
    <CardContent className="grid gap-6 p-6">
      {Array.from({ length: sections }, (_, i) => (
        <div key={i} className="grid gap-4 md:grid-cols-[14rem_1fr]">
          <Skeleton className="h-5 w-32" />
          <SkeletonLines className="grid gap-3" lines={['h-4 w-24', 'h-9 w-full max-w-xl']} />
        </div>
      ))}
    </CardContent>
  );
}

/** An informational callout above a form. */
export function Notice({ children }: { children: React.ReactNode }) {
  return (
    <p className="mb-4 flex items-start gap-2 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
      <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      {children}
    </p>
  );
}
