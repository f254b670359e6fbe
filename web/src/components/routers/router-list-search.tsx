import * as React from 'react';
import { useSearchParams } from 'react-router';
import { SearchInput } from '@web/components/ui/search-input';
import { useDebounced } from '@web/lib/use-debounced';

/**
 * A router list's search: `text` as typed, and `query` (trimmed) once typing has paused for 250 ms.
 * The query is kept in the address as ?search=, so a reload or a shared link shows the same list.
 */
export function useRouterListSearch() {
  const [params, setParams] = useSearchParams();
  const [text, setText] = React.useState(params.get('search') ?? '');
  const query = useDebounced(text.trim(), 250);
  React.useEffect(() => {
    setParams(query ? { search: query } : {}, { replace: true });
  }, [query, setParams]);
  return { text, setText, query };
}

/** The search box above a router list; `busy` says a new search is on its way while the old cards show. */
export function RouterListSearch({
  label,
  value,
  onChange,
  busy,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  busy: boolean;
}) {
  return (
    <div className="mb-4 mt-4 flex flex-wrap items-center gap-3">
      <SearchInput label={label} value={value} onChange={onChange} className="w-full max-w-sm" />
      {busy && (
        <span className="text-xs text-muted-foreground" aria-live="polite">
          Searching…
        </span>
      )}
    </div>
  );
}
