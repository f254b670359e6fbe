import type * as React from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { CheckboxList } from '@web/components/ui/checkbox-list';
import { FieldError } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';

type Person = { id: string; name: string; email: string };

/**
 * The members of a team or group, picked by ticking them under their label; `fallback` stands in for the list
 * while there is none to show (loading, or nobody to pick from).
 */
export function MemberChecklist<T extends FieldValues & { memberIds: string[] }>(p: {
  control: Control<T>;
  labelId: string;
  label: string;
  listId: string;
  members: Person[];
  fallback: React.ReactNode;
  searchLabel: string;
  emptyText: string;
  error?: string;
}) {
  return (
    <div className="grid gap-1.5">
      <Label asChild>
        <span id={p.labelId}>{p.label}</span>
      </Label>
      {p.fallback ?? (
        <Controller
          control={p.control}
          name={'memberIds' as FieldPath<T>}
          render={({ field }) => (
            <div role="group" aria-labelledby={p.labelId}>
              <CheckboxList
                id={p.listId}
                options={p.members.map((m) => ({ value: m.id, label: m.name, description: m.email }))}
                value={field.value}
                onChange={field.onChange}
                searchLabel={p.searchLabel}
                emptyText={p.emptyText}
              />
            </div>
          )}
        />
      )}
      <FieldError>{p.error}</FieldError>
    </div>
  );
}
