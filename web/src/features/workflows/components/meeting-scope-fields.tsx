import { WORKFLOW_MEETING_KINDS, type WorkflowInput } from '@contracts/workflows';
import { MultiSelect } from '@web/components/ui/multi-select';
import { useMeetingTypeOptions } from '../api/list-meeting-types';

/** Which meetings a meeting trigger applies to: their kinds, and all meeting types or the chosen ones. */
export function MeetingScopeFields({
  workflow: w,
  setWorkflow: setW,
  error,
}: {
  workflow: WorkflowInput;
  setWorkflow: (next: WorkflowInput) => void;
  error?: string;
}) {
  const types = useMeetingTypeOptions();
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? 'wf-types-error' : undefined}>
      <legend className="text-sm font-medium">Applicable meeting types</legend>
      <div className="flex flex-wrap gap-4 text-sm">
        {WORKFLOW_MEETING_KINDS.map((k) => (
          <label key={k} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={w.meetingKinds.includes(k)}
              onChange={(e) =>
                setW({ ...w, meetingKinds: e.target.checked ? [...w.meetingKinds, k] : w.meetingKinds.filter((x) => x !== k) })
              }
            />
            {k[0].toUpperCase() + k.slice(1)}
          </label>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-4 text-sm">
        {(['all', 'selected'] as const).map((scope) => (
          <label key={scope} className="flex items-center gap-2">
            <input
              type="radio"
              name="wf-scope"
              checked={w.meetingTypeScope === scope}
              onChange={() => setW({ ...w, meetingTypeScope: scope })}
            />
            {scope === 'all' ? 'All meeting types' : 'Selected meeting types'}
          </label>
        ))}
      </div>
      {w.meetingTypeScope === 'selected' && (
        <MultiSelect
          aria-label="Meeting types"
          value={w.meetingTypeIds}
          onChange={(meetingTypeIds) => setW({ ...w, meetingTypeIds })}
          options={types.data ?? []}
          placeholder="Choose meeting types"
        />
      )}
      {error && (
        <p id="wf-types-error" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
