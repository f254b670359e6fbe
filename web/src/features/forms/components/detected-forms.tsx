import { PROVIDER_LABELS } from '@contracts/forms';
import type { DetectedForm, MappingDetectDto } from '@contracts/forms-detect';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';

/** The forms a fetch found on the page, each with its provider and fields, to pick the one to map. */
export function DetectedForms({
  result,
  chosen,
  onUse,
  readOnly,
}: {
  result: MappingDetectDto;
  chosen: string | null;
  onUse: (form: DetectedForm) => void;
  readOnly?: boolean;
}) {
  if (result.forms.length === 0) {
    return (
      <p role="status" className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">
        No forms found on this page
        {result.pageProvider ? ` (it looks like a ${PROVIDER_LABELS[result.pageProvider]} page whose form is drawn by a script)` : ''}. Map
        the fields manually.
      </p>
    );
  }
  return (
    <section aria-label="Forms found on the page" className="grid gap-2">
      <p role="status" className="text-sm font-medium">
        {result.forms.length} form{result.forms.length === 1 ? '' : 's'} found{result.truncated ? ' in the first 1 MB of the page' : ''}
      </p>
      <ul className="grid gap-2">
        {result.forms.map((f) => (
          <li
            key={f.selector}
            className={cn(
              'flex flex-wrap items-center gap-3 rounded-md border p-3',
              chosen === f.selector && 'border-primary bg-primary/5',
            )}
          >
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                <code className="font-mono">{f.selector}</code>
                <Badge variant="secondary">{PROVIDER_LABELS[f.provider]}</Badge>
              </p>
              <p className="mt-0.5 truncate text-xs text-muted-foreground">
                {f.fields.length} field{f.fields.length === 1 ? '' : 's'}: {f.fields.map((x) => x.label).join(', ')}
              </p>
            </div>
            {!readOnly && (
              <Button type="button" size="sm" variant={chosen === f.selector ? 'secondary' : 'outline'} onClick={() => onUse(f)}>
                {chosen === f.selector ? 'In use' : 'Use this form'}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
