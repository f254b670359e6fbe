import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import type { RoundRobinMemberDto } from '@contracts/distribution';
import { FormField } from '@web/components/ui/form-field';
import { FormDialog } from '@web/components/ui/form-dialog';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { SegmentedControlField } from '@web/components/ui/segmented-control';
import { SelectField, TextareaField } from '@web/components/ui/text-field';
import { applyServerErrors, useResetOnOpen } from '@web/lib/forms';
import { useAdjustRoundRobin } from '../api/adjust-round-robin';
import { levelText } from './round-robin-model';
import type { DialogState } from '@web/components/ui/dialog';

const schema = v.object({
  memberId: v.pipe(v.string(), v.nonEmpty('Select a member')),
  direction: v.picklist(['add', 'remove']),
  count: v.pipe(
    v.number('Enter a whole number of at least 1'),
    v.integer('Enter a whole number of at least 1'),
    v.minValue(1, 'Enter a whole number of at least 1'),
    v.maxValue(999, 'Enter at most 999'),
  ),
  reason: v.pipe(
    v.string('Reason is required'),
    v.trim(),
    v.nonEmpty('Reason is required'),
    v.maxLength(500, 'Must be at most 500 characters'),
  ),
});
type Values = v.InferInput<typeof schema>;

type Props = DialogState & {
  ruleId: string;
  members: RoundRobinMemberDto[];
  memberId: string | null;
};

/** Adjusts a member's meeting count up or down; a reason is required and is kept in the round robin log. */
export function AdjustDialog({ ruleId, members, memberId, open, onOpenChange }: Props) {
  const adjust = useAdjustRoundRobin(ruleId);
  const form = useForm<Values, unknown, v.InferOutput<typeof schema>>({
    resolver: valibotResolver(schema),
    defaultValues: { memberId: memberId ?? '', direction: 'add', count: 1, reason: '' },
  });
  const { errors } = form.formState;
  useResetOnOpen(form, open, { memberId: memberId ?? '', direction: 'add', count: 1, reason: '' }, memberId);

  const [chosenId, direction, count] = form.watch(['memberId', 'direction', 'count']);
  const chosen = members.find((m) => m.userId === chosenId);
  const delta = (direction === 'remove' ? -1 : 1) * (Number.isInteger(count) && count > 0 ? count : 0);

  const submit = form.handleSubmit((values) =>
    adjust.mutate(
      { memberId: values.memberId, delta: values.direction === 'remove' ? -values.count : values.count, reason: values.reason },
      {
        onSuccess: () => onOpenChange(false),
        onError: (e) => applyServerErrors(e, form.setError, ['memberId', 'reason']),
      },
    ),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Adjust meeting count"
      description="Adding meetings moves a member back in the queue; removing moves them forward. The change is logged with your reason."
      onSubmit={submit}
      submitLabel="Adjust"
      pending={adjust.isPending}
    >
      <SelectField form={form} name="memberId" id="adjust-member" label="Member">
        <option value="" hidden>
          Select a member
        </option>
        {members.map((m) => (
          <option key={m.userId} value={m.userId}>
            {m.name} (level {levelText(m.level)})
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-end">
        <SegmentedControlField
          control={form.control}
          name="direction"
          radioName="adjust-direction"
          legend="Change"
          options={[
            { value: 'add', label: 'Add' },
            { value: 'remove', label: 'Remove' },
          ]}
        />
        <FormField id="adjust-count" label="Meetings" error={errors.count?.message}>
          <Input type="number" min={1} step={1} inputMode="numeric" {...form.register('count', { valueAsNumber: true })} />
        </FormField>
      </div>
      {chosen && delta !== 0 && (
        <p className="rounded-md bg-muted/50 px-3 py-2 text-sm" aria-live="polite">
          {chosen.name}: level {levelText(chosen.level)} → <strong>{levelText(chosen.level + delta)}</strong>
        </p>
      )}
      <TextareaField
        form={form}
        name="reason"
        id="adjust-reason"
        label="Reason"
        rows={3}
        placeholder="e.g. Took two walk-in demos outside the router"
      />
    </FormDialog>
  );
}
