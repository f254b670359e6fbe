import * as React from 'react';
import toast from 'react-hot-toast';
import {
  MAX_USAGE_EVENTS,
  USAGE_MESSAGES,
  USAGE_PERIODS,
  usagePeriodLabel,
  type UsagePeriod,
  type UsageScope,
  type UsageTabDto,
} from '@contracts/product-usage';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { useSaveUsageSettings } from '../api/save-usage-settings';
import { ChosenEvents, type ChosenEvent } from './chosen-events';

const WHO: Record<UsageScope, string> = {
  account: "An account's score counts the events of everyone at its domain.",
  user: "A user's score counts the events of one contact, by e-mail.",
};

/** One tab of the activation settings: up to 5 core or advanced events and the window they count in. */
export function ActivationForm({ scope, initial, seen }: { scope: UsageScope; initial: UsageTabDto; seen: string[] }) {
  const save = useSaveUsageSettings(scope);
  const start = React.useMemo(() => chosenOf(initial), [initial]);
  const [events, setEvents] = React.useState(start);
  const [period, setPeriod] = React.useState<UsagePeriod>(initial.periodDays);
  const [draft, setDraft] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const add = (name: string) => {
    const n = name.trim();
    if (!n || events.some((e) => e.name === n)) return;
    if (events.length >= MAX_USAGE_EVENTS) return setError(USAGE_MESSAGES.tooManyEvents);
    setError(null);
    setEvents([...events, { name: n, advanced: false }]);
    setDraft('');
  };
  const dirty = period !== initial.periodDays || JSON.stringify(events) !== JSON.stringify(start);
  const onSave = () =>
    save.mutate(
      {
        events: events.filter((e) => !e.advanced).map((e) => e.name),
        advancedEvents: events.filter((e) => e.advanced).map((e) => e.name),
        periodDays: period,
      },
      {
        onSuccess: () => toast.success('Activation settings saved; scores recalculated'),
        onError: (e) => setError(e.message),
      },
    );
  const suggestions = seen.filter((s) => !events.some((e) => e.name === s)).slice(0, 12);
  return (
    <div className="grid gap-5 pt-4">
      <p className="text-sm text-muted-foreground">
        {WHO[scope]} Each event earns its part by the days it happened on, up to once a week. Core events make up the score, each an equal
        share of 100; each advanced event adds up to 10 points on top, capped at 100. High from 70, medium from 40, otherwise low; not
        applicable with no events chosen.
      </p>
      <div className="grid gap-2">
        <span className="text-sm font-medium">
          Activation events ({events.length} of {MAX_USAGE_EVENTS})
        </span>
        <ChosenEvents scope={scope} events={events} onChange={setEvents} />
        <div className="flex gap-2">
          <Input
            aria-label="Event name"
            value={draft}
            placeholder="Event name, as your product sends it"
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add(draft);
              }
            }}
          />
          <Button type="button" variant="outline" onClick={() => add(draft)}>
            Add event
          </Button>
        </div>
        {suggestions.length > 0 && (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-muted-foreground">Seen in the last 30 days:</span>
            {suggestions.map((s) => (
              <Button key={s} type="button" size="sm" variant="ghost" onClick={() => add(s)}>
                + {s}
              </Button>
            ))}
          </div>
        )}
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <FormField
        id={`${scope}-period`}
        label="Calculation period"
        hint="Scores are recalculated at midnight in your organization's timezone."
      >
        <Select value={String(period)} onChange={(e) => setPeriod(Number(e.target.value) as UsagePeriod)}>
          {USAGE_PERIODS.map((p) => (
            <option key={p} value={p}>
              {usagePeriodLabel(p)}
            </option>
          ))}
        </Select>
      </FormField>
      <div>
        <Button type="button" onClick={onSave} disabled={!dirty || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </div>
  );
}

const chosenOf = (tab: UsageTabDto): ChosenEvent[] => [
  ...tab.events.map((name) => ({ name, advanced: false })),
  ...tab.advancedEvents.map((name) => ({ name, advanced: true })),
];
