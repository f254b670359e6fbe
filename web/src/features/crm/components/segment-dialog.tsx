import * as React from 'react';
import { useNavigate } from 'react-router';
import type { SegmentDto, SegmentModule } from '@contracts/segments';
import { FormField } from '@web/components/ui/form-field';
import { FormDialog } from '@web/components/ui/form-dialog';
import { Input } from '@web/components/ui/input';
import { SegmentedControl } from '@web/components/ui/segmented-control';
import { useSaveSegment } from '../api/segments';
import { useCanEditCrm } from '../hooks/use-can-edit-crm';
import { SegmentConditions } from './segment-conditions';
import { checkDraft, draftOf, hasErrors, serverErrors, type SegmentDraft, type SegmentErrors } from './segment-form-model';
import type { DialogState } from '@web/components/ui/dialog';

/** Create or edit a segment: its name, who sees it, and its conditions joined by AND or OR. */
export function SegmentDialog({
  open,
  onOpenChange,
  module,
  segment,
}: DialogState & {
  module: SegmentModule;
  /** null: a new segment. */
  segment: SegmentDto | null;
}) {
  const isManager = useCanEditCrm();
  const navigate = useNavigate();
  const save = useSaveSegment();
  const [draft, setDraft] = React.useState<SegmentDraft>(() => draftOf(module, segment));
  const [errors, setErrors] = React.useState<SegmentErrors>({ conditions: {} });
  React.useEffect(() => {
    if (open) {
      setDraft(draftOf(module, segment));
      setErrors({ conditions: {} });
    }
  }, [open, module, segment]);
  const set = (patch: Partial<SegmentDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = checkDraft(module, draft);
    setErrors(checked.errors);
    if (!checked.input || hasErrors(checked.errors)) return;
    const { module: _m, ...update } = checked.input;
    save.mutate(segment ? { id: segment.id, input: update } : { input: checked.input }, {
      onSuccess: (saved) => {
        onOpenChange(false);
        if (!segment) navigate(`/${module === 'account' ? 'accounts' : 'contacts'}/segments/${saved.id}`);
      },
      onError: (err) => setErrors(serverErrors(err)),
    });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-2xl"
      title={segment ? 'Edit segment' : 'New segment'}
      description={`A saved filter over the ${module === 'account' ? 'accounts' : 'contacts'} list, counted live. Routing rules and signals can use global segments.`}
      onSubmit={submit}
      submitLabel={segment ? 'Save segment' : 'Create segment'}
      pending={save.isPending}
    >
      <FormField id="segment-name" label="Name" error={errors.name}>
        <Input value={draft.name} onChange={(e) => set({ name: e.target.value })} autoComplete="off" />
      </FormField>
      {isManager && (
        <SegmentedControl
          name="segment-scope"
          legend="Who sees it"
          value={draft.scope}
          onChange={(scope) => set({ scope })}
          options={[
            { value: 'personal', label: 'Personal (only me)' },
            { value: 'global', label: 'Global (everyone)' },
          ]}
        />
      )}
      <SegmentedControl
        name="segment-match"
        legend="Records must match"
        value={draft.match}
        onChange={(match) => set({ match })}
        options={[
          { value: 'all', label: 'All conditions (AND)' },
          { value: 'any', label: 'Any condition (OR)' },
        ]}
      />
      <SegmentConditions
        module={module}
        value={draft.conditions}
        onChange={(conditions) => set({ conditions })}
        errors={errors.conditions}
      />
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.form}
        </p>
      )}
    </FormDialog>
  );
}
