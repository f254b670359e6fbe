import { Controller, useFormContext } from 'react-hook-form';
import { ChevronDown } from 'lucide-react';
import { QUESTION_TYPE_LABELS, QUESTION_TYPES, type LinkQuestion } from '@contracts/meeting-links';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { cn } from '@web/lib/utils';
import { newQuestion, type LinkForm } from './link-form-model';
import { QuestionOptionsEditor } from './question-options-editor';
import { useLinkCrmFields } from '../api/list-options';
import { CrmFieldDatalist } from '@web/components/crm/crm-field-datalist';
import { RemoveButton } from '@web/components/ui/remove-button';
import { MoveButtons } from '@web/components/ui/move-buttons';
import { labelledOptions } from '@web/components/ui/named-options';

const hasOptions = (t: LinkQuestion['type']) => t === 'radiobutton' || t === 'dropdown';

/** One question of the booking page, folded to its title bar (move, remove) or open for editing. */
export function QuestionItem({
  index,
  total,
  open,
  onToggle,
  onMove,
  onRemove,
}: {
  index: number;
  total: number;
  open: boolean;
  onToggle: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const form = useFormContext<LinkForm>();
  const name = `questions.${index}` as const;
  const q = form.watch(name) ?? newQuestion('short_answer');
  const errors = form.formState.errors.questions?.[index];
  const bodyId = `question-${q.id}-body`;
  const title = q.question?.trim() || 'Untitled question';
  const crmFields = useLinkCrmFields();
  return (
    <li className={cn('rounded-lg border bg-card', errors && 'border-destructive/60')}>
      <div className="flex items-center gap-1 p-2 pl-3">
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={open}
          aria-controls={bodyId}
          className="flex min-w-0 flex-1 items-center gap-2 rounded-md py-1 text-left text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ChevronDown className={cn('h-4 w-4 shrink-0 text-muted-foreground transition-transform', !open && '-rotate-90')} aria-hidden />
          <span className="shrink-0 tabular-nums text-muted-foreground">{index + 1}.</span>
          <span className={cn('truncate font-medium', !q.question?.trim() && 'text-muted-foreground')}>{title}</span>
          <Badge variant="secondary" className="hidden shrink-0 sm:inline-flex">
            {QUESTION_TYPE_LABELS[q.type]}
          </Badge>
          {q.required && (
            <Badge variant="outline" className="shrink-0">
              Required
            </Badge>
          )}
        </button>
        <MoveButtons name={`question ${index + 1}`} index={index} count={total} onMove={onMove} />
        <RemoveButton label={`Remove question ${index + 1}`} onClick={onRemove} className="text-destructive hover:text-destructive" />
      </div>
      <div id={bodyId} hidden={!open} className="grid gap-4 border-t p-4">
        <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
          <FormField id={`${name}.type`} label="Type">
            <Select
              {...form.register(`${name}.type`, {
                onChange: (e) => form.setValue(`${name}.options`, hasOptions(e.target.value) ? (q.options?.length ? q.options : ['']) : []),
              })}
            >
              {labelledOptions(QUESTION_TYPES, QUESTION_TYPE_LABELS)}
            </Select>
          </FormField>
          <FormField id={`${name}.question`} label="Question" error={errors?.question?.message}>
            <Input placeholder="What would you like to discuss?" {...form.register(`${name}.question`)} />
          </FormField>
        </div>
        <FormField
          id={`${name}.placeholder`}
          label="Placeholder"
          error={errors?.placeholder?.message}
          hint="Hint text shown inside the empty field."
        >
          <Input {...form.register(`${name}.placeholder`)} />
        </FormField>
        {hasOptions(q.type) && (
          <Controller
            control={form.control}
            name={`${name}.options`}
            render={({ field }) => (
              <QuestionOptionsEditor
                id={`${name}.options`}
                value={field.value ?? []}
                onChange={field.onChange}
                errors={errors?.options as never}
                listError={errors?.options?.message ?? errors?.options?.root?.message}
              />
            )}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id={`${name}.crmField`}
            label="CRM field"
            hint="Optional: the contact field the answer is written to when the meeting is booked."
          >
            <Input
              placeholder="e.g. company_size"
              list={`${bodyId}-crm-fields`}
              autoComplete="off"
              {...form.register(`${name}.crmField`, { setValueAs: (v: string | null) => (v ? v : null) })}
            />
          </FormField>
          <CrmFieldDatalist id={`${bodyId}-crm-fields`} fields={crmFields.data} />
          <Controller
            control={form.control}
            name={`${name}.required`}
            render={({ field }) => (
              <div className="flex items-center gap-3 sm:mt-6">
                <Switch id={`${name}.required`} checked={!!field.value} onCheckedChange={field.onChange} />
                <Label htmlFor={`${name}.required`}>Required</Label>
              </div>
            )}
          />
        </div>
      </div>
    </li>
  );
}
