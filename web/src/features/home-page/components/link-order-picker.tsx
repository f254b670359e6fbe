import { Link } from 'react-router';
import { Link2, Plus } from 'lucide-react';
import type { MeetingLinkDto } from '@contracts/meeting-links';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { DismissButton } from '@web/components/ui/remove-button';
import { MoveButtons } from '@web/components/ui/move-buttons';
import { FieldError } from '@web/components/ui/form-field';

/** Chooses which of my links the home page lists, in which order (first is shown on top). */
export function LinkOrderPicker({
  links,
  value,
  onChange,
  error,
}: {
  links: MeetingLinkDto[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const byId = new Map(links.map((l) => [l.id, l]));
  const chosen = value.map((id) => byId.get(id)).filter((l): l is MeetingLinkDto => !!l);
  const rest = links.filter((l) => !value.includes(l.id));
  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };
  if (links.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-6 text-center text-sm">
        <Link2 className="h-6 w-6 text-muted-foreground" aria-hidden />
        <p className="text-muted-foreground">You have no meeting links yet. Create one to show it on your home page.</p>
        <Button asChild size="sm" variant="outline">
          <Link to="/meeting-links">Go to meeting links</Link>
        </Button>
        <FieldError>{error}</FieldError>
      </div>
    );
  }
  return (
    <div className="grid gap-3" aria-describedby={error ? 'home-links-error' : undefined}>
      <ol className="grid gap-2" aria-label="Links on the page">
        {chosen.length === 0 && (
          <li className="rounded-md border border-dashed px-3 py-4 text-center text-sm text-muted-foreground">No links chosen yet.</li>
        )}
        {chosen.map((l, i) => (
          <li key={l.id} className="flex items-center gap-2 rounded-md border bg-card px-3 py-2 text-sm">
            <span className="w-5 shrink-0 tabular-nums text-muted-foreground">{i + 1}.</span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{l.name}</span>
              <span className="block truncate text-xs text-muted-foreground">{l.meetingTypeName}</span>
            </span>
            <MoveButtons name={l.name} index={i} count={chosen.length} onMove={(to) => move(i, to)} />
            <DismissButton label={`Remove ${l.name}`} onClick={() => onChange(value.filter((id) => id !== l.id))} />
          </li>
        ))}
      </ol>
      {error && (
        <p id="home-links-error" role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
      {rest.length > 0 && (
        <div className="grid gap-1.5">
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Available links</p>
          <ul className="grid gap-1.5">
            {rest.map((l) => (
              <li key={l.id} className="flex items-center gap-2 text-sm">
                <span className="min-w-0 flex-1 truncate">{l.name}</span>
                <Badge variant="secondary" className="shrink-0">
                  {l.kind === 'group' ? 'Group' : 'Personal'}
                </Badge>
                <Button type="button" variant="outline" size="sm" aria-label={`Add ${l.name}`} onClick={() => onChange([...value, l.id])}>
                  <Plus /> Add
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
