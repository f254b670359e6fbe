import * as React from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EditorPageShell, EditorSkeleton, LoadError as QueryLoadError, type BackTarget } from '@web/components/ui/query-states';

export { Notice } from '@web/components/ui/query-states';

const BACK: BackTarget = { to: '/distribution-rules', label: 'Back to distribution rules' };

/** Loading skeleton, not-found and error states around a loaded rule (or anything else of this area). */
export function LoadedRule<T>({
  query,
  children,
  what = 'distribution rule',
}: {
  query: UseQueryResult<T>;
  children: (data: T) => React.ReactNode;
  what?: string;
}) {
  return (
    <EditorPageShell query={query} what={what} back={BACK}>
      {children}
    </EditorPageShell>
  );
}

export function LoadError({ error, what, retry }: { error: Error; what: string; retry: () => void }) {
  return <QueryLoadError error={error} what={what} back={BACK} retry={retry} />;
}

export function PageSkeleton({ label }: { label: string }) {
  return <EditorSkeleton label={label} />;
}
