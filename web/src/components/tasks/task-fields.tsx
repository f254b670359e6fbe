import { TASK_TYPE_LABELS, TASK_TYPES, type TaskType } from '@contracts/tasks';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { labelledOptions } from '@web/components/ui/named-options';

export type TaskDraft = { type: TaskType; title: string; deadline: string };
export const emptyTask: TaskDraft = { type: 'to_do', title: '', deadline: '' };

/** A datetime-local value (the viewer's clock) as the instant the API takes. */
export const deadlineIso = (local: string) => (local ? new Date(local).toISOString() : null);

/** Type, title and deadline of a task being written (a task of its own, or a note's follow-up). */
export function TaskFields({
  idPrefix,
  value,
  onChange,
  deadlineRequired = false,
}: {
  idPrefix: string;
  value: TaskDraft;
  onChange: (v: TaskDraft) => void;
  deadlineRequired?: boolean;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-[9rem_minmax(0,1fr)_minmax(0,14rem)]">
      <FormField id={`${idPrefix}-type`} label="Type">
        <Select value={value.type} onChange={(e) => onChange({ ...value, type: e.target.value as TaskType })}>
          {labelledOptions(TASK_TYPES, TASK_TYPE_LABELS)}
        </Select>
      </FormField>
      <FormField id={`${idPrefix}-title`} label="Title">
        <Input value={value.title} maxLength={200} required onChange={(e) => onChange({ ...value, title: e.target.value })} />
      </FormField>
      <FormField id={`${idPrefix}-deadline`} label={deadlineRequired ? 'Deadline' : 'Deadline (optional)'}>
        <Input
          type="datetime-local"
          className="min-w-0"
          value={value.deadline}
          required={deadlineRequired}
          onChange={(e) => onChange({ ...value, deadline: e.target.value })}
        />
      </FormField>
    </div>
  );
}
