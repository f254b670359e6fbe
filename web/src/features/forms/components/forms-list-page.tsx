import * as React from 'react';
import { ClipboardList } from 'lucide-react';
import type { FormKind } from '@contracts/forms';
import { NewButton } from '@web/components/ui/new-button';
import { EmptyState, NoResults, PageHeader } from '@web/components/ui/page';
import { SkeletonList } from '@web/components/ui/skeleton';
import { RouteTabs } from '@web/components/ui/tabs';
import { useForms } from '../api/list-forms';
import { FormsTable } from './forms-table';
import { useCanEditForms } from './loaded-form';
import { SearchInput } from '@web/components/ui/search-input';
import { ListError } from '@web/components/ui/query-states';

const COPY = {
  form: {
    title: 'Forms',
    newLabel: 'New form',
    newPath: '/forms/new',
    description: 'Forms built here: the questions prospects answer before they book, mapped to CRM fields.',
    empty: 'No forms yet',
    emptyHint: 'A form asks prospects for their name, e-mail and anything else your routing needs.',
    search: 'Search forms',
  },
  marketing_form: {
    title: 'Marketing forms',
    newLabel: 'New marketing form',
    newPath: '/marketing-forms/new',
    description: 'Forms on your own website (HubSpot, Marketo, Contact Form 7, custom HTML...) mapped so routers can read them.',
    empty: 'No marketing forms yet',
    emptyHint: 'Map a form from your website by fetching its fields from the page, or by hand.',
    search: 'Search marketing forms',
  },
} as const;

function FormsListPage({ kind }: { kind: FormKind }) {
  const copy = COPY[kind];
  const canEdit = useCanEditForms();
  const list = useForms(kind);
  const [q, setQ] = React.useState('');
  const newButton = canEdit && <NewButton to={copy.newPath}>{copy.newLabel}</NewButton>;
  const needle = q.trim().toLowerCase();
  const shown = (list.data ?? []).filter(
    (f) => !needle || f.name.toLowerCase().includes(needle) || f.formKey.toLowerCase().includes(needle),
  );

  return (
    <div>
      <PageHeader title={copy.title} description={copy.description} actions={newButton} />
      <div className="mb-4">
        <RouteTabs
          label="Form kinds"
          tabs={[
            { to: '/forms', label: 'Forms', end: true },
            { to: '/marketing-forms', label: 'Marketing forms', end: true },
          ]}
        />
      </div>
      {list.isPending ? (
        <SkeletonList label={`Loading ${copy.title.toLowerCase()}`} count={3} item="h-12 w-full" className="grid gap-2" />
      ) : list.isError ? (
        <ListError what={copy.title.toLowerCase()} error={list.error} retry={() => list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState
          icon={<ClipboardList className="h-10 w-10" aria-hidden />}
          title={copy.empty}
          description={canEdit ? copy.emptyHint : 'An Admin or Manager has not created any yet.'}
          action={newButton}
        />
      ) : (
        <div className="grid gap-4">
          <div className="flex flex-wrap items-center gap-3">
            <SearchInput label={copy.search} value={q} onChange={setQ} className="w-full max-w-xs" />
            <p className="ml-auto text-sm text-muted-foreground" aria-live="polite">
              {shown.length} of {list.data.length}
            </p>
          </div>
          {shown.length === 0 ? (
            <NoResults clear={{ label: 'Clear search', onClick: () => setQ('') }} />
          ) : (
            <FormsTable forms={shown} canEdit={canEdit} />
          )}
        </div>
      )}
    </div>
  );
}

/** /forms: native forms. */
export function FormsPage() {
  return <FormsListPage kind="form" />;
}

/** /marketing-forms: forms mapped from outside pages. */
export function MarketingFormsPage() {
  return <FormsListPage kind="marketing_form" />;
}
