import * as React from 'react';
import { useSearchParams } from 'react-router';
import { Search } from 'lucide-react';
import { Input } from '@web/components/ui/input';
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
export function RouterListSearch({ label, value, onChange, busy }: { label: string; value: string; onChange: (text: string) => void; busy: boolean }) {
  return (
    <div className="mb-4 mt-4 flex flex-wrap items-center gap-3">
      <div className="relative w-full max-w-sm">
        <Search className="pointer-events-none absolute left-2.5 top-2.5 h-4 w-4 text-muted-foreground" aria-hidden />
        <Input type="search" aria-label={label} placeholder={label} className="pl-8" value={value} onChange={(e) => onChange(e.target.value)} />
      </div>
      {busy && (
        <span className="text-xs text-muted-foreground" aria-live="polite">
          Searching…
        </span>
      )}
    </div>
  );
}
