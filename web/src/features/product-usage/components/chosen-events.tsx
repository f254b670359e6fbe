import { X } from 'lucide-react';
import type { UsageScope } from '@contracts/product-usage';

/** A chosen activation event and whether it is core (makes up the score) or advanced (adds on top). */
export type ChosenEvent = { name: string; advanced: boolean };

/** The chosen events as chips: each says core or advanced (a click switches it) and can be removed. */
export function ChosenEvents({
  scope,
  events,
  onChange,
}: {
  scope: UsageScope;
  events: ChosenEvent[];
  onChange: (events: ChosenEvent[]) => void;
}) {
  const toggle = (name: string) => onChange(events.map((e) => (e.name === name ? { ...e, advanced: !e.advanced } : e)));
  return (
    <ul className="flex flex-wrap gap-2" aria-label={`${scope} activation events`}>
      {events.map((e) => (
        <li key={e.name} className="flex items-center gap-1 rounded-md border bg-muted px-2 py-1 text-sm">
          {e.name}
          <button
            type="button"
            className="rounded border bg-background px-1 text-xs text-muted-foreground hover:text-foreground"
            aria-label={`${e.name} is ${e.advanced ? 'advanced' : 'core'}; mark it ${e.advanced ? 'core' : 'advanced'}`}
            title={`Click to mark it ${e.advanced ? 'core' : 'advanced'}`}
            onClick={() => toggle(e.name)}
          >
            {e.advanced ? 'Advanced' : 'Core'}
          </button>
          <button type="button" aria-label={`Remove ${e.name}`} onClick={() => onChange(events.filter((x) => x.name !== e.name))}>
            <X className="h-3.5 w-3.5" />
          </button>
        </li>
      ))}
      {!events.length && <li className="text-sm text-muted-foreground">No events: scores are not applicable.</li>}
    </ul>
  );
}
