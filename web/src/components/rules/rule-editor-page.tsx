import * as React from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Badge } from '@web/components/ui/badge';
import { PageHeader } from '@web/components/ui/page';
import { EditorPageShell, Notice } from '@web/components/ui/query-states';
import { useIsAdminOrManager } from '@web/lib/session';

/** Rules are made and changed by Admins and Managers; Users read them. */
export const useCanEditRules = useIsAdminOrManager;

/** The link above a rule editor back to its list. */
export function RuleBackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} className="mb-3 inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
      <ArrowLeft className="h-4 w-4" aria-hidden /> {children}
    </Link>
  );
}

/** A saved rule's page title: its name, its badges and its version. */
export function RuleTitle({
  name,
  version,
  versionVariant = 'secondary',
  children,
}: {
  name: string;
  version: number;
  versionVariant?: 'secondary' | 'outline';
  children?: React.ReactNode;
}) {
  return (
    <span className="flex flex-wrap items-center gap-3">
      {name}
      {children}
      <Badge variant={versionVariant} className={versionVariant === 'outline' ? 'text-muted-foreground' : undefined}>
        v{version}
      </Badge>
    </span>
  );
}

/**
 * A saved rule's editor page: the link back to its list, the rule's loading states, its header, the
 * read-only notice for Users, then its form. `list` names the list (e.g. '/matching-rules', 'Matching rules').
 */
export function SavedRulePage<T>({
  list,
  what,
  query,
  canEdit,
  header,
  children,
}: {
  list: { to: string; label: string };
  /** The rule in words for the loading states, e.g. 'matching rule'. */
  what: string;
  query: UseQueryResult<T>;
  canEdit: boolean;
  header: (rule: T) => React.ComponentProps<typeof PageHeader>;
  children: (rule: T) => React.ReactNode;
}) {
  const noun = list.label.toLowerCase();
  return (
    <div>
      <RuleBackLink to={list.to}>{list.label}</RuleBackLink>
      <EditorPageShell query={query} what={what} back={{ to: list.to, label: `Back to ${noun}` }}>
        {(rule) => (
          <>
            <PageHeader {...header(rule)} />
            {!canEdit && <Notice>{`Only Admins and Managers can change ${noun}.`}</Notice>}
            {children(rule)}
          </>
        )}
      </EditorPageShell>
    </div>
  );
}
