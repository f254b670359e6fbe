import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { DismissButton } from '@web/components/ui/remove-button';
import { SortableList } from '@web/components/ui/sortable-list';
import { cn } from '@web/lib/utils';
import { FieldError } from '@web/components/ui/form-field';
import { PositionBadge } from '@web/components/rules/rule-list';

export type SequenceRule = { id: string; name: string; detail?: string; tag?: string };

type Props = {
  id: string;
  /** Plural, e.g. 'matching rules'. */
  what: string;
  /** Every rule of the organization that can be added. */
  rules: SequenceRule[];
  loading?: boolean;
  value: string[];
  onChange: (ids: string[]) => void;
  max?: number;
  maxMessage?: string;
  error?: string;
  disabled?: boolean;
  createLink?: { to: string; label: string };
};

const getId = (r: SequenceRule) => r.id;
const getLabel = (r: SequenceRule) => r.name;

/**
 * A sequence of added rules (drag to reorder, remove) above the rules still available to add.
 * The order is the evaluation order; `max` caps how many can be added.
 */
export function RuleSequenceField({ id, what, rules, loading, value, onChange, max, maxMessage, error, disabled, createLink }: Props) {
  const byId = new Map(rules.map((r) => [r.id, r]));
  // A rule deleted since it was added still shows, so the user can see and remove it.
  const added = value.map((ruleId) => byId.get(ruleId) ?? { id: ruleId, name: 'Deleted rule', detail: 'This rule no longer exists' });
  const available = rules.filter((r) => !value.includes(r.id));
  const full = max !== undefined && value.length >= max;

  return (
    <div className="grid gap-4" aria-describedby={error ? `${id}-error` : undefined}>
      <div className="grid gap-2">
        <h3 className="text-sm font-medium">
          Added {what}{' '}
          <span className="font-normal text-muted-foreground">
            ({value.length}
            {max !== undefined && ` of at most ${max}`})
          </span>
        </h3>
        {added.length === 0 ? (
          <p className={cn('rounded-md border border-dashed px-4 py-5 text-sm text-muted-foreground', error && 'border-destructive')}>
            No {what} added yet.
          </p>
        ) : (
          <SortableList
            label={`Added ${what} in evaluation order`}
            items={added}
            getId={getId}
            getLabel={getLabel}
            disabled={disabled}
            onReorder={(items) => onChange(items.map(getId))}
            renderItem={(rule, { index, handle, dragging }) => (
              <div className={cn('flex items-center gap-2 rounded-md border bg-card p-2', dragging && 'ring-2 ring-primary')}>
                {handle}
                <PositionBadge index={index} small />
                <RuleText rule={rule} />
                {!disabled && (
                  <DismissButton
                    label={`Remove ${rule.name}`}
                    className="h-8 w-8"
                    onClick={() => onChange(value.filter((x) => x !== rule.id))}
                  />
                )}
              </div>
            )}
          />
        )}
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </div>

      {!disabled && (
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">Available {what}</h3>
          {full && maxMessage && (
            <p role="status" className="text-xs text-muted-foreground">
              {maxMessage}. Remove one to add another.
            </p>
          )}
          {loading ? (
            <p className="text-sm text-muted-foreground">Loading {what}…</p>
          ) : available.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              {rules.length === 0 ? `Your organization has no ${what} yet.` : `Every ${what.replace(/s$/, '')} is added.`}{' '}
              {createLink && (
                <Link to={createLink.to} className="font-medium text-primary hover:underline">
                  {createLink.label}
                </Link>
              )}
            </p>
          ) : (
            <ul className="grid gap-1.5" aria-label={`Available ${what}`}>
              {available.map((rule) => (
                <li key={rule.id} className="flex items-center gap-2 rounded-md border border-dashed p-2">
                  <RuleText rule={rule} />
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={full}
                    aria-label={`Add ${rule.name}`}
                    onClick={() => onChange([...value, rule.id])}
                  >
                    <Plus /> Add
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

function RuleText({ rule }: { rule: SequenceRule }) {
  return (
    <span className="grid min-w-0 flex-1 gap-0.5">
      <span className="flex min-w-0 items-center gap-2">
        <span className="truncate text-sm font-medium">{rule.name}</span>
        {rule.tag && <Badge variant="secondary">{rule.tag}</Badge>}
      </span>
      {rule.detail && <span className="truncate text-xs text-muted-foreground">{rule.detail}</span>}
    </span>
  );
}
